// Home page hero banners. Links use category slugs, resolved to ids at seed time. A subtitle
// states only what the data bears out: `{discount}` becomes "%N'ye varan indirim" with the
// largest discount in stock in the linked category (rounded down to 5), `{products}` the number
// of products there.

export interface BannerDef {
  title: string;
  subtitle: string;
  /** A fixed path, or `category:<slug>` for /kategori/<id>. */
  link: string;
  colorFrom: string;
  colorTo: string;
}

export const BANNERS: BannerDef[] = [
  {
    title: 'Spor Giyimde Yeni Sezon',
    subtitle: 'Sweatshirt, mont, tayt ve şortta {discount}',
    link: 'category:moda',
    colorFrom: '#db2777',
    colorTo: '#f97316',
  },
  {
    title: 'Doğaya Hazır Ol',
    subtitle: 'Çadır, bot, mont ve sırt çantasında {products} ürün',
    link: 'category:spor-ve-outdoor',
    colorFrom: '#166534',
    colorTo: '#0ea5e9',
  },
  {
    title: 'Süper Fırsatlar',
    subtitle: 'Satıcıların sınırlı süreli indirimleri tek sayfada',
    link: '/super-firsatlar',
    colorFrom: '#ea580c',
    colorTo: '#facc15',
  },
  {
    title: 'Evinize Yeni Bir Soluk',
    subtitle: 'Mobilya, bitki ve mutfak gereçlerinde {discount}',
    link: 'category:ev-ve-yasam',
    colorFrom: '#1d4ed8',
    colorTo: '#7c3aed',
  },
];
