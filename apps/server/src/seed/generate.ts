// Invents products for leaf categories and writes them with their variants, offers and images.
import { foldTurkish, slugify } from '@carsi/shared';
import type { DbOrTx } from '../db/client.ts';
import { refreshProductSummaries } from '../modules/catalog/product-summary.service.ts';
import { insertRows, reserveIds, type Row } from './bulk.ts';
import { nicePrice, priceInRange, variantBarcode } from './codes.ts';
import { contrastColour, type AttrKey } from './data/attributes.ts';
import type { ProductKind, Shape, TitleResult } from './data/kinds/index.ts';
import { PASTELS } from './data/kinds/types.ts';
import type { CatalogContext, LeafCategory, SellerRef } from './context.ts';
import type { Rng } from './prng.ts';

const DAY = 86_400_000;
const MAX_VARIANTS = 12;

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

interface ImageDraft {
  variantIndex: number | null;
  alt: string;
  generator: { bg: string; fg: string; shape: Shape; label: string };
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
  ratingAvg: number;
  ratingCount: number;
  soldCount: number;
  createdAt: string;
  specValueIds: number[];
  variants: VariantDraft[];
  offers: OfferDraft[];
  images: ImageDraft[];
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
   * Leaves for `count` products, in proportion to their weights. With `coverAll`, every leaf
   * gets at least one product first (when there are enough), so no category is empty.
   */
  planLeaves(count: number, coverAll: boolean): LeafCategory[] {
    const { leaves } = this.ctx;
    const out: LeafCategory[] = [];
    if (coverAll && count >= leaves.length) out.push(...leaves);
    while (out.length < count) out.push(this.rng.weighted(leaves, (l) => l.weight));
    return this.rng.shuffle(out);
  }

  /** One leaf, weighted: streaming use keeps the sequence independent of batch sizes. */
  nextLeaf(): LeafCategory {
    return this.rng.weighted(this.ctx.leaves, (l) => l.weight);
  }

  draft(leaf: LeafCategory): ProductDraft {
    const { rng } = this;
    const kind = leaf.kind;
    const retries = this.opts.mode === 'demo' ? 8 : 2;
    let attempt = 0;
    for (;;) {
      const d = this.tryDraft(leaf, kind);
      attempt++;
      if (!this.usedSlugs.has(d.slug) || attempt > retries) {
        let { title, slug } = d;
        for (let i = 0; i < 3 && kind.variation && this.usedSlugs.has(slug); i++) {
          title = `${d.title} ${kind.variation(rng)}`;
          slug = slugify(title);
        }
        while (this.usedSlugs.has(slug)) {
          // Still taken: make it a distinct model, the way sellers add a model code.
          const code = `${rng.int(1, 9)}${LETTERS[rng.int(0, LETTERS.length - 1)]}${LETTERS[rng.int(0, LETTERS.length - 1)]}${rng.int(10000, 99999)}`;
          title = `${d.title} ${code}`;
          slug = slugify(title);
        }
        this.usedSlugs.add(slug);
        return this.finish(leaf, kind, d, title, slug);
      }
    }
  }

  private tryDraft(leaf: LeafCategory, kind: ProductKind) {
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
    return { brand, specs, axes, result, title, slug: slugify(title) };
  }

  private finish(
    leaf: LeafCategory,
    kind: ProductKind,
    d: ReturnType<ProductGenerator['tryDraft']>,
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
    const baseTl = priceInRange(rng, d.result.price ?? kind.price);
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
    // About 15% of products are also sold by one or two other businesses.
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

    const rated = rng.chance(0.85);
    const ratingCount = rated ? Math.floor(Math.exp(rng.float(0, Math.log(4000)))) : 0;
    const ratingAvg = rated ? Math.max(100, Math.min(500, Math.round(rng.float(3.4, 5) * 100))) : 0;
    const soldCount = rated ? ratingCount * rng.int(3, 12) + rng.int(0, 40) : rng.int(0, 25);
    const createdAt = new Date(this.opts.now.getTime() - rng.float(0, 120) * DAY).toISOString();

    const noun = (leaf.names[leaf.names.length - 1] ?? '').toLocaleLowerCase('tr-TR');
    const intro = rng.pick(INTROS)(d.brand, noun);
    const details = d.result.details ?? [];
    const lower = (x: string) => x.toLocaleLowerCase('tr-TR');
    const specLines = specValues
      .filter((v) => !details.some((line) => lower(line).startsWith(`${lower(v.attributeName)}:`)))
      .map((v) => `${v.attributeName}: ${v.value}`);
    const lines = [...details, ...specLines, ...rng.sample(kind.features, 3)];
    const description = `<p>${escapeHtml(intro)}</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`;

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
      images: this.images(kind, d.brand, title, variants),
    };
  }

  private pickCreator(leaf: LeafCategory): SellerRef {
    const candidates = this.ctx.sellers.filter((s) => s.sells.has(leaf.topSlug));
    const pool = candidates.length > 0 ? candidates : this.ctx.sellers;
    return this.rng.weighted(pool, (s) => (s.primary ? 1.6 : 1));
  }

  private otherSellers(leaf: LeafCategory, creator: SellerRef, count: number): SellerRef[] {
    const same = this.ctx.sellers.filter((s) => s.id !== creator.id && s.sells.has(leaf.topSlug));
    const pool = same.length > 0 ? same : this.ctx.sellers.filter((s) => s.id !== creator.id);
    return this.rng.sample(pool, count);
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

  /** 2–4 images; with a colour axis, one per colour (up to 4) in that colour. */
  private images(
    kind: ProductKind,
    brand: string,
    title: string,
    variants: VariantDraft[],
  ): ImageDraft[] {
    const { rng } = this;
    const label = brand.length > 18 ? `${brand.slice(0, 17)}…` : brand;
    const target = rng.int(2, 4);
    const renkId = this.ctx.attributes.get('renk')?.id;
    const colours: Array<{ value: AxisValue; variantIndex: number }> = [];
    variants.forEach((v, variantIndex) => {
      const colour = v.values.find((x) => x.attributeId === renkId && x.hex);
      if (colour && !colours.some((c) => c.value.valueId === colour.valueId))
        colours.push({ value: colour, variantIndex });
    });
    const out: ImageDraft[] = colours.slice(0, 4).map(({ value, variantIndex }) => ({
      variantIndex,
      alt: `${title} – ${value.value}`,
      generator: {
        bg: value.hex as string,
        fg: contrastColour(value.hex as string),
        shape: kind.shape,
        label,
      },
    }));
    const palette = rng.shuffle(kind.palette ?? PASTELS);
    let i = 0;
    while (out.length < target) {
      const bg = palette[i++ % palette.length] as string;
      out.push({
        variantIndex: null,
        alt: title,
        generator: { bg, fg: contrastColour(bg), shape: kind.shape, label },
      });
    }
    return out;
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
