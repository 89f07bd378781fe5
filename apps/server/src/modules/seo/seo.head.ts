// The <head> tags of server-rendered product and category pages: title, description, canonical,
// Open Graph and schema.org JSON-LD. Pure functions of the looked-up data and the public URL.
import { imageUrl } from '../media/media.urls.ts';
import type { CategorySeo, Crumb, ProductSeo } from './seo.service.ts';
import { escapeHtml, htmlToText, jsonLd, kurusToDecimal, truncate } from './seo.text.ts';

export const SITE_NAME = 'Çarşı';
const DESCRIPTION_MAX = 160;
/** The 800 px rendition is a square (media.service resizes with fit: cover). */
const OG_IMAGE_WIDTH = 800;

export const productPath = (slug: string) => `/urun-detay/${encodeURIComponent(slug)}`;
/** Top categories live under /kategori/, every deeper one under /alt-kategori/. */
export const categoryPath = (c: { id: number; depth: number }) =>
  c.depth === 0 ? `/kategori/${c.id}` : `/alt-kategori/${c.id}`;

const meta = (name: string, content: string) =>
  `<meta name="${name}" content="${escapeHtml(content)}" />`;
const prop = (property: string, content: string) =>
  `<meta property="${property}" content="${escapeHtml(content)}" />`;
const ldScript = (value: unknown) => `<script type="application/ld+json">${jsonLd(value)}</script>`;

function commonTags(o: {
  title: string;
  ogTitle: string;
  description: string;
  url: string;
  type: 'product' | 'website';
}): string[] {
  return [
    `<title>${escapeHtml(o.title)}</title>`,
    meta('description', o.description),
    `<link rel="canonical" href="${escapeHtml(o.url)}" />`,
    prop('og:type', o.type),
    prop('og:site_name', SITE_NAME),
    prop('og:locale', 'tr_TR'),
    prop('og:title', o.ogTitle),
    prop('og:description', o.description),
    prop('og:url', o.url),
  ];
}

function breadcrumbList(publicUrl: string, items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Ana sayfa', path: '/' }, ...items].map((it, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: it.name,
      item: publicUrl + it.path,
    })),
  };
}

const crumbItems = (crumbs: Crumb[]) =>
  crumbs.map((c) => ({ name: c.name, path: categoryPath(c) }));

/** Meta description of a product: its description as text, or a sentence made from its name. */
export function productDescription(p: Pick<ProductSeo, 'title' | 'brand' | 'description'>) {
  const text = htmlToText(p.description);
  return truncate(
    text ||
      `${p.title} en uygun fiyatla ${SITE_NAME}'da. ${p.brand} ürünlerini satıcılar arasında karşılaştırın, güvenle alışveriş yapın.`,
    DESCRIPTION_MAX,
  );
}

export function productHead(p: ProductSeo, publicUrl: string): string {
  const url = publicUrl + productPath(p.slug);
  const description = productDescription(p);
  const image = p.image ? publicUrl + imageUrl(p.image.key, OG_IMAGE_WIDTH) : null;
  const availability = p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';

  const tags = commonTags({
    title: `${p.title} | ${SITE_NAME}`,
    ogTitle: p.title,
    description,
    url,
    type: 'product',
  });
  if (image && p.image) {
    tags.push(
      prop('og:image', image),
      prop('og:image:width', String(OG_IMAGE_WIDTH)),
      prop('og:image:height', String(OG_IMAGE_WIDTH)),
      prop('og:image:alt', p.image.alt || p.title),
    );
  }
  if (p.price !== null) {
    tags.push(
      prop('product:price:amount', kurusToDecimal(p.price)),
      prop('product:price:currency', 'TRY'),
      prop('product:availability', p.inStock ? 'in stock' : 'out of stock'),
    );
  }
  tags.push(meta('twitter:card', image ? 'summary_large_image' : 'summary'));

  let offers: Record<string, unknown> | undefined;
  if (p.price !== null) {
    const offer = {
      '@type': 'Offer',
      url,
      priceCurrency: 'TRY',
      price: kurusToDecimal(p.price),
      availability,
      itemCondition: 'https://schema.org/NewCondition',
      ...(p.sellerName ? { seller: { '@type': 'Organization', name: p.sellerName } } : {}),
    };
    // Several offers: the price range over them, with the best one (the page's price) inside.
    offers =
      p.offerCount > 1 && p.highPrice !== null
        ? {
            '@type': 'AggregateOffer',
            url,
            priceCurrency: 'TRY',
            lowPrice: kurusToDecimal(p.price),
            highPrice: kurusToDecimal(Math.max(p.highPrice, p.price)),
            offerCount: p.offerCount,
            availability,
            offers: [offer],
          }
        : offer;
  }
  const gtin = p.barcode && /^\d{13}$/.test(p.barcode) ? p.barcode : null;
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.title,
    description: truncate(htmlToText(p.description) || description, 5000),
    url,
    ...(image ? { image: [image] } : {}),
    ...(p.sku ? { sku: p.sku } : {}),
    ...(gtin ? { gtin13: gtin } : {}),
    brand: { '@type': 'Brand', name: p.brand },
    ...(p.crumbs.length ? { category: p.crumbs.map((c) => c.name).join(' > ') } : {}),
    ...(p.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            // One decimal, as the page shows it.
            ratingValue: Math.round(p.ratingAvg / 10) / 10,
            ratingCount: p.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(offers ? { offers } : {}),
  };
  tags.push(
    ldScript(product),
    ldScript(
      breadcrumbList(publicUrl, [
        ...crumbItems(p.crumbs),
        { name: p.title, path: productPath(p.slug) },
      ]),
    ),
  );
  return tags.join('\n    ');
}

/** Meta description of a category: its own text, or a sentence made from its name. */
export function categoryDescription(c: Pick<CategorySeo, 'name' | 'description'>) {
  const own = c.description ? htmlToText(c.description) : '';
  return truncate(
    own ||
      `${c.name} ürünleri ve fiyatları ${SITE_NAME}'da: satıcıları karşılaştırın, en uygun fiyatla güvenle alışveriş yapın.`,
    DESCRIPTION_MAX,
  );
}

/**
 * Head of a category listing. Filters and sorting do not change the canonical URL (they are
 * views of the same page); a page number beyond the first does, as its products differ.
 */
export function categoryHead(c: CategorySeo, publicUrl: string, page = 1): string {
  const path = categoryPath(c);
  const url = publicUrl + path + (page > 1 ? `?page=${page}` : '');
  const heading = `${c.name} Ürünleri ve Fiyatları`;
  const title = page > 1 ? `${heading} - Sayfa ${page}` : heading;
  const tags = commonTags({
    title: `${title} | ${SITE_NAME}`,
    ogTitle: title,
    description: categoryDescription(c),
    url,
    type: 'website',
  });
  tags.push(
    meta('twitter:card', 'summary'),
    ldScript(breadcrumbList(publicUrl, crumbItems(c.crumbs))),
  );
  return tags.join('\n    ');
}

/** Head of the 404 answer: the SPA renders its Turkish 404 page; robots must not index it. */
export const NOT_FOUND_HEAD = [
  `<title>Sayfa bulunamadı | ${SITE_NAME}</title>`,
  '<meta name="robots" content="noindex" />',
].join('\n    ');
