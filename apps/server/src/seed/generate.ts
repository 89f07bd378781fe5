// Makes the catalogue's products, with their variants, offers and images: the photographed items
// of data/photos (one product each) and products invented from the generated kinds, drawn as
// illustrations of what they are in the variant's colour.
import { foldTurkish, slugify } from '@carsi/shared';
import { sanitizeDescription } from '../lib/sanitize-html.ts';
import type { DbOrTx } from '../db/client.ts';
import { refreshProductSummaries } from '../modules/catalog/product-summary.service.ts';
import { insertRows, reserveIds, type Row } from './bulk.ts';
import { nicePrice, priceInRange, variantBarcode } from './codes.ts';
import type { AttrKey } from './data/attributes.ts';
import type { AxisDef, GeneratedKind, ProductKind, TitleResult } from './data/kinds/index.ts';
import { PASTELS } from './data/kinds/types.ts';
import type { PhotoItem } from './data/photos/index.ts';
import { defaultColorFor, type IllustrationShape } from '../modules/media/illustrations.ts';
import { sellsIn, type CatalogContext, type LeafCategory, type SellerRef } from './context.ts';
import type { Rng } from './prng.ts';

const DAY = 86_400_000;
/** Generated products stay under this many variants; a photographed item has what it has. */
const MAX_VARIANTS = 12;
/** Ratings of a rated demo product: up to this many, spread log-uniformly. */
const MAX_RATINGS = 300;

interface AxisValue {
  attributeId: number;
  attributeName: string;
  valueId: number;
  value: string;
  hex: string | null;
}

interface VariantDraft {
  values: AxisValue[];
  priceMul: number;
}

interface OfferDraft {
  variantIndex: number;
  businessId: number;
  price: number;
  listPrice: number | null;
  stock: number;
}

/** How the media module makes the picture: a photo file, or an illustration. */
export type ImageSource =
  { photo: string } | { shape: IllustrationShape; color: string; bg: string };

interface ImageDraft {
  variantIndex: number | null;
  alt: string;
  generator: ImageSource;
}

/** One product to make: a photographed item, or a generated one of the leaf's kind. */
export interface ProductPlan {
  leaf: LeafCategory;
  item: PhotoItem | null;
}

export interface ProductDraft {
  title: string;
  titleSlug: string;
  description: string;
  brandId: number;
  categoryId: number;
  businessId: number;
  kdvRate: number;
  searchText: string;
  skuPrefix: string;
  /** Target mean rating ×100 and number of ratings; the reviews seeded later are the ratings. */
  ratingAvg: number;
  ratingCount: number;
  soldCount: number;
  createdAt: string;
  specValueIds: number[];
  variants: VariantDraft[];
  offers: OfferDraft[];
  images: ImageDraft[];
}

/** A product before its variants, offers and pictures are made. */
interface Draft {
  brand: string;
  specs: Map<AttrKey, string>;
  axes: Array<{ def: AxisDef; values: readonly string[] }>;
  result: TitleResult;
  title: string;
  slug: string;
  pictures: (variants: VariantDraft[], title: string) => ImageDraft[];
}

export interface GeneratorOptions {
  /** Reference time: products are created over the 120 days before it. */
  now: Date;
  /**
   * 'demo': slugs are the titles' slugs. 'large': the product id is appended, so runs can be
   * repeated on one database without slug clashes.
   */
  mode: 'demo' | 'large';
}

export interface WriteResult {
  productIds: number[];
  products: number;
  variants: number;
  offers: number;
  images: number;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const INTROS = [
  (brand: string, noun: string) =>
    `${brand} kalitesiyle tasarlanan bu ${noun}, günlük kullanımda konforu ve dayanıklılığı bir arada sunar.`,
  (brand: string, noun: string) =>
    `Şık görünümü ve işlevselliğiyle öne çıkan ${brand} ${noun}, Çarşı güvencesiyle kapınızda.`,
  (brand: string, noun: string) =>
    `${brand} imzalı ${noun}; özenle seçilmiş malzemeler ve uzun ömürlü kullanım için üretildi.`,
  (brand: string, noun: string) =>
    `Beğeniyle tercih edilen ${brand} ${noun} ile fark yaratın. Aynı gün kargo fırsatını kaçırmayın.`,
];

const LETTERS = 'ABCDEFGHJKLMNPRSTUVYZ';

export class ProductGenerator {
  private readonly usedSlugs = new Set<string>();

  constructor(
    private readonly ctx: CatalogContext,
    private readonly rng: Rng,
    private readonly opts: GeneratorOptions,
  ) {}

  /**
   * The demo's products: every photographed item in its leaf and each leaf's generated ones,
   * taken leaf by leaf in turns so that the first `limit` cover as many leaves as they can.
   */
  planDemo(limit = Number.POSITIVE_INFINITY): ProductPlan[] {
    const queues = this.ctx.leaves.map((leaf) => [
      ...leaf.items.map((item) => ({ leaf, item })),
      ...Array.from({ length: leaf.count }, () => ({ leaf, item: null })),
    ]);
    const out: ProductPlan[] = [];
    for (let round = 0; out.length < limit; round++) {
      const taken = queues.filter((q) => q.length > round).map((q) => q[round]!);
      if (taken.length === 0) break;
      out.push(...taken.slice(0, limit - out.length));
    }
    return out;
  }

  /** One leaf for the large catalogue, weighted by the demo's share of each leaf. */
  nextLeaf(): LeafCategory {
    return this.rng.weighted(this.ctx.leaves, (l) => l.count + l.items.length);
  }

  /** A product for a plan; in the large catalogue a leaf's photographed items come again. */
  draft(plan: ProductPlan | LeafCategory): ProductDraft {
    const { leaf, item } =
      'leaf' in plan
        ? plan
        : {
            leaf: plan,
            item:
              plan.kind.photos || (plan.items.length > 0 && this.rng.chance(0.3))
                ? this.rng.pick(plan.items)
                : null,
          };
    const kind = leaf.kind;
    const retries = item ? 0 : this.opts.mode === 'demo' ? 8 : 2;
    for (let attempt = 0; ; attempt++) {
      const d = item ? this.photoDraft(kind, item) : this.tryDraft(kind as GeneratedKind);
      if (!this.usedSlugs.has(d.slug) || attempt >= retries) {
        let { title, slug } = d;
        const variation = kind.photos ? undefined : (kind as GeneratedKind).variation;
        for (let i = 0; i < 3 && variation && this.usedSlugs.has(slug); i++) {
          title = `${d.title} ${variation(this.rng)}`;
          slug = slugify(title);
        }
        while (this.usedSlugs.has(slug)) {
          // Still taken: make it a distinct model, the way sellers add a model code.
          const { rng } = this;
          const code = `${rng.int(1, 9)}${LETTERS[rng.int(0, LETTERS.length - 1)]}${LETTERS[rng.int(0, LETTERS.length - 1)]}${rng.int(10000, 99999)}`;
          title = `${d.title} ${code}`;
          slug = slugify(title);
        }
        this.usedSlugs.add(slug);
        return this.finish(leaf, kind, d, title, slug);
      }
    }
  }

  /** A photographed item: its own title, brand, price, colours, sizes and photos. */
  private photoDraft(kind: ProductKind, item: PhotoItem): Draft {
    const { rng } = this;
    const specs = new Map<AttrKey, string>();
    for (const [key, values] of Object.entries(kind.specs ?? {}) as Array<
      [AttrKey, readonly string[]]
    >) {
      const own = item.specs?.[key] ?? (key === 'renk' ? item.colour : undefined);
      if (own !== undefined) specs.set(key, own);
      else if (values.length > 0) specs.set(key, rng.pick(values));
    }
    const colours =
      item.colours ??
      (item.colour !== undefined ? [{ colour: item.colour, photos: item.photos ?? [] }] : []);
    const axes = (kind.axes ?? []).map((axis) => ({
      def: axis,
      values:
        axis.attr === 'renk'
          ? colours.map((c) => c.colour)
          : (item.sizes ?? rng.run(axis.values, rng.int(axis.count[0], axis.count[1]))),
    }));
    const photosOf = (colour: string) => colours.find((c) => c.colour === colour)?.photos ?? [];
    const title = `${item.brand} ${item.name}`.replace(/\s+/g, ' ').trim();
    return {
      brand: item.brand,
      specs,
      axes,
      result: { title, price: [item.price, item.price], details: item.details },
      title,
      slug: slugify(title),
      pictures: (variants) => {
        const hasColourAxis = axes.some((a) => a.def.attr === 'renk');
        if (!hasColourAxis) {
          return (item.photos ?? photosOf(item.colour ?? '')).map((photo) => ({
            variantIndex: null,
            alt: title,
            generator: { photo },
          }));
        }
        // Each colour's photos belong to its first variant: choosing a colour shows them.
        return colours.flatMap(({ colour, photos }) => {
          const variantIndex = variants.findIndex((v) => v.values.some((x) => x.value === colour));
          return photos.map((photo) => ({
            variantIndex,
            alt: `${title} – ${colour}`,
            generator: { photo },
          }));
        });
      },
    };
  }

  private tryDraft(kind: GeneratedKind): Draft {
    const { rng } = this;
    const brand = rng.pick(kind.brands);
    const specs = new Map<AttrKey, string>();
    for (const [key, values] of Object.entries(kind.specs ?? {}) as Array<
      [AttrKey, readonly string[]]
    >) {
      specs.set(key, rng.pick(kind.brandSpecs?.[brand]?.[key] ?? values));
    }
    const axes = (kind.axes ?? []).map((axis) => {
      const n = rng.int(axis.count[0], axis.count[1]);
      return {
        def: axis,
        values: axis.contiguous ? rng.run(axis.values, n) : rng.sample(axis.values, n),
      };
    });
    // At most MAX_VARIANTS combinations: shrink the widest axis.
    while (axes.reduce((p, a) => p * a.values.length, 1) > MAX_VARIANTS) {
      const widest = axes.reduce((w, a) => (a.values.length > w.values.length ? a : w));
      widest.values = widest.values.slice(0, -1);
    }
    const raw = kind.title({
      rng,
      brand,
      spec: (key) => {
        const v = specs.get(key);
        if (v === undefined) throw new Error(`kind ${kind.key} has no spec ${key}`);
        return v;
      },
      axis: (key) => axes.find((a) => a.def.attr === key)?.values ?? [],
    });
    const result: TitleResult = typeof raw === 'string' ? { title: raw } : raw;
    for (const [key, value] of Object.entries(result.specs ?? {}) as Array<[AttrKey, string]>)
      specs.set(key, value);
    const title = result.title.replace(/\s+/g, ' ').trim();
    const shape = result.illustration ?? kind.illustration;
    return {
      brand,
      specs,
      axes,
      result,
      title,
      slug: slugify(title),
      pictures: (variants, productTitle) => this.illustrations(kind, shape, productTitle, variants),
    };
  }

  private finish(
    leaf: LeafCategory,
    kind: ProductKind,
    d: Draft,
    title: string,
    titleSlug: string,
  ): ProductDraft {
    const { rng, ctx } = this;
    const brandId = ctx.brandIds.get(d.brand);
    if (brandId === undefined) throw new Error(`brand ${d.brand} is not seeded`);

    const valueRef = (key: AttrKey, value: string): AxisValue => {
      const attr = ctx.attributes.get(key);
      const v = attr?.values.get(value);
      if (!attr || !v) throw new Error(`attribute value ${key}=${value} is not seeded`);
      return { attributeId: attr.id, attributeName: attr.name, valueId: v.id, value, hex: v.hex };
    };

    // Variants: the cartesian product of the axes; price steps along stepped axes.
    let variants: VariantDraft[] = [{ values: [], priceMul: 1 }];
    for (const axis of d.axes) {
      const next: VariantDraft[] = [];
      for (const base of variants) {
        for (const value of axis.values) {
          // Kind prices are for the first (smallest) value of the axis.
          const step = axis.def.values.indexOf(value);
          const factor = axis.def.priceFactors?.[step] ?? (axis.def.priceStep ?? 1) ** step;
          next.push({
            values: [...base.values, valueRef(axis.def.attr, value)],
            priceMul: base.priceMul * factor,
          });
        }
      }
      variants = next;
    }

    const specValues = [...d.specs.entries()].map(([key, value]) => valueRef(key, value));
    const baseTl = priceInRange(rng, d.result.price ?? (kind as GeneratedKind).price);
    const creator = this.pickCreator(leaf);
    const discounted = rng.chance(0.4);
    const listMul = rng.float(1.1, 1.5);

    const offers: OfferDraft[] = variants.map((v, variantIndex) => {
      const price = nicePrice(baseTl * v.priceMul, rng);
      return {
        variantIndex,
        businessId: creator.id,
        price,
        listPrice: discounted ? this.listPrice(price, listMul) : null,
        stock: this.stock(),
      };
    });
    // About 15% of products are also sold by one or two other businesses of the same trade.
    if (rng.chance(0.15)) {
      const others = this.otherSellers(leaf, creator, rng.int(1, 2));
      for (const seller of others) {
        const mul = rng.float(0.93, 1.08);
        const ownDiscount = rng.chance(0.35);
        const chosen = variants.map((_, i) => i).filter(() => rng.chance(0.75));
        if (chosen.length === 0) chosen.push(0);
        for (const variantIndex of chosen) {
          const price = nicePrice(baseTl * (variants[variantIndex]?.priceMul ?? 1) * mul, rng);
          offers.push({
            variantIndex,
            businessId: seller.id,
            price,
            listPrice: ownDiscount ? this.listPrice(price, rng.float(1.1, 1.35)) : null,
            stock: this.stock(),
          });
        }
      }
    }

    // Every rating comes from a buyer: a product sold a few times to ten times more often than
    // it was rated.
    const rated = rng.chance(0.85);
    const ratingCount = rated ? Math.floor(Math.exp(rng.float(0, Math.log(MAX_RATINGS)))) : 0;
    const ratingAvg = rated ? Math.round(rng.float(3.8, 4.9) * 100) : 0;
    const soldCount = ratingCount * rng.int(3, 10) + rng.int(0, 40);
    const createdAt = new Date(this.opts.now.getTime() - rng.float(0, 120) * DAY).toISOString();

    const noun = (leaf.names[leaf.names.length - 1] ?? '').toLocaleLowerCase('tr-TR');
    const intro = rng.pick(INTROS)(d.brand, noun);
    const details = d.result.details ?? [];
    const lower = (x: string) => x.toLocaleLowerCase('tr-TR');
    const specLines = specValues
      .filter((v) => !details.some((line) => lower(line).startsWith(`${lower(v.attributeName)}:`)))
      .map((v) => `${v.attributeName}: ${v.value}`);
    const lines = [...details, ...specLines, ...rng.sample(kind.features, 3)];
    // Through the sellers' allow-list too (docs/decisions/030): one kind of HTML in the catalogue.
    const description = sanitizeDescription(
      `<p>${escapeHtml(intro)}</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    );

    return {
      title,
      titleSlug,
      description,
      brandId,
      categoryId: leaf.id,
      businessId: creator.id,
      kdvRate: kind.kdv,
      searchText: foldTurkish([title, d.brand, ...leaf.names].join(' ')),
      skuPrefix: slugify(d.brand).replace(/-/g, '').slice(0, 3).toUpperCase() || 'CRS',
      ratingAvg,
      ratingCount,
      soldCount,
      createdAt,
      specValueIds: specValues.map((v) => v.valueId),
      variants,
      offers,
      images: d.pictures(variants, title),
    };
  }

  private pickCreator(leaf: LeafCategory): SellerRef {
    const candidates = this.ctx.sellers.filter((s) => sellsIn(s, leaf));
    if (candidates.length === 0) throw new Error(`no seller's trade covers ${leaf.slug}`);
    return this.rng.weighted(candidates, (s) => (s.primary ? 1.6 : 1));
  }

  private otherSellers(leaf: LeafCategory, creator: SellerRef, count: number): SellerRef[] {
    const same = this.ctx.sellers.filter((s) => s.id !== creator.id && sellsIn(s, leaf));
    return this.rng.sample(same, Math.min(count, same.length));
  }

  private listPrice(price: number, mul: number): number | null {
    const list = nicePrice((price / 100) * mul, this.rng);
    return list > price ? list : null;
  }

  /** Mostly 5–200, a few sold out, a few nearly sold out. */
  private stock(): number {
    const r = this.rng.next();
    if (r < 0.05) return 0;
    if (r < 0.11) return this.rng.int(1, 3);
    return Math.round(Math.exp(this.rng.float(Math.log(5), Math.log(200))));
  }

  /**
   * Illustrations of the product: with a colour axis one per colour (up to 4), drawn in that
   * colour; otherwise two views of the kind's colour on different backgrounds.
   */
  private illustrations(
    kind: GeneratedKind,
    shape: IllustrationShape,
    title: string,
    variants: VariantDraft[],
  ): ImageDraft[] {
    const { rng } = this;
    const renkId = this.ctx.attributes.get('renk')?.id;
    const palette = rng.shuffle(kind.palette ?? PASTELS);
    const bg = (i: number) => palette[i % palette.length] as string;
    const colours: Array<{ value: AxisValue; variantIndex: number }> = [];
    variants.forEach((v, variantIndex) => {
      const colour = v.values.find((x) => x.attributeId === renkId && x.hex);
      if (colour && !colours.some((c) => c.value.valueId === colour.valueId))
        colours.push({ value: colour, variantIndex });
    });
    if (colours.length > 0) {
      return colours.slice(0, 4).map(({ value, variantIndex }, i) => ({
        variantIndex,
        alt: `${title} – ${value.value}`,
        generator: { shape, color: value.hex as string, bg: bg(i) },
      }));
    }
    const color = kind.colour ?? defaultColorFor(shape);
    return [0, 1].map((i) => ({
      variantIndex: null,
      alt: title,
      generator: { shape, color, bg: bg(i) },
    }));
  }

  /**
   * Writes drafts: products and variants get reserved ids so the other rows can point at
   * them; everything else is one statement per table. Refreshes the listing summaries.
   */
  async write(db: DbOrTx, drafts: readonly ProductDraft[]): Promise<WriteResult> {
    const productIds = await reserveIds(db, 'products', drafts.length);
    const variantCount = drafts.reduce((n, d) => n + d.variants.length, 0);
    const variantIds = await reserveIds(db, 'variants', variantCount);

    const products: Row[] = [];
    const variants: Row[] = [];
    const variantValues: Row[] = [];
    const productValues: Row[] = [];
    const offers: Row[] = [];
    const images: Row[] = [];
    let v = 0;
    drafts.forEach((d, i) => {
      const productId = productIds[i] as number;
      const slug = this.opts.mode === 'demo' ? d.titleSlug : `${d.titleSlug}-${productId}`;
      products.push({
        id: productId,
        slug,
        title: d.title,
        description: d.description,
        brand_id: d.brandId,
        category_id: d.categoryId,
        created_by_business_id: d.businessId,
        kdv_rate: d.kdvRate,
        status: 'yayinda',
        search_text: d.searchText,
        rating_avg_x100: d.ratingAvg,
        rating_count: d.ratingCount,
        sold_count: d.soldCount,
        created_at: d.createdAt,
        updated_at: d.createdAt,
      });
      for (const valueId of d.specValueIds)
        productValues.push({ product_id: productId, attribute_value_id: valueId });
      const ids: number[] = [];
      d.variants.forEach((variant, position) => {
        const id = variantIds[v++] as number;
        ids.push(id);
        variants.push({
          id,
          product_id: productId,
          sku: `${d.skuPrefix}-${productId}-${String(position + 1).padStart(2, '0')}`,
          barcode: variantBarcode(id),
          position,
          created_at: d.createdAt,
        });
        for (const value of variant.values) {
          variantValues.push({
            variant_id: id,
            attribute_id: value.attributeId,
            attribute_value_id: value.valueId,
          });
        }
      });
      for (const o of d.offers) {
        offers.push({
          variant_id: ids[o.variantIndex] as number,
          business_id: o.businessId,
          price: o.price,
          list_price: o.listPrice,
          stock: o.stock,
          created_at: d.createdAt,
          updated_at: d.createdAt,
        });
      }
      d.images.forEach((img, position) => {
        images.push({
          product_id: productId,
          variant_id: img.variantIndex === null ? null : (ids[img.variantIndex] as number),
          storage_key: `demo/${slug}-${position + 1}`,
          width: 800,
          height: 800,
          alt: img.alt,
          position,
          generator: JSON.stringify(img.generator),
          created_at: d.createdAt,
        });
      });
    });

    await insertRows(db, 'products', PRODUCT_COLUMNS, products, 2000);
    await insertRows(
      db,
      'product_attribute_values',
      { product_id: 'int', attribute_value_id: 'int' },
      productValues,
    );
    await insertRows(db, 'variants', VARIANT_COLUMNS, variants);
    await insertRows(
      db,
      'variant_attribute_values',
      { variant_id: 'int', attribute_id: 'int', attribute_value_id: 'int' },
      variantValues,
    );
    await insertRows(db, 'offers', OFFER_COLUMNS, offers);
    await insertRows(db, 'product_images', IMAGE_COLUMNS, images);
    await refreshProductSummaries(db, productIds);
    return {
      productIds,
      products: products.length,
      variants: variants.length,
      offers: offers.length,
      images: images.length,
    };
  }
}

const PRODUCT_COLUMNS = {
  id: 'int',
  slug: 'text',
  title: 'text',
  description: 'text',
  brand_id: 'int',
  category_id: 'int',
  created_by_business_id: 'int',
  kdv_rate: 'int',
  status: 'product_status',
  search_text: 'text',
  rating_avg_x100: 'int',
  rating_count: 'int',
  sold_count: 'int',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};
const VARIANT_COLUMNS = {
  id: 'int',
  product_id: 'int',
  sku: 'text',
  barcode: 'text',
  position: 'int',
  created_at: 'timestamptz',
};
const OFFER_COLUMNS = {
  variant_id: 'int',
  business_id: 'int',
  price: 'int',
  list_price: 'int',
  stock: 'int',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};
const IMAGE_COLUMNS = {
  product_id: 'int',
  variant_id: 'int',
  storage_key: 'text',
  width: 'int',
  height: 'int',
  alt: 'text',
  position: 'int',
  generator: 'text',
  created_at: 'timestamptz',
};
