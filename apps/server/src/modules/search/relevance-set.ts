// The search relevance set (issue 4): for each query, products (by slug) that must be among
// the first ten results on the whole demo catalogue (seedDemo). search.test.ts
// runs it on PGlite and PostgreSQL. Add a line whenever a query disappoints.

export interface RelevanceCase {
  query: string;
  /** What the case checks. */
  why: string;
  /** Slugs that must all be in the top ten. */
  top10: string[];
}

export const RELEVANCE_SET: RelevanceCase[] = [
  {
    query: 'cicek',
    why: 'Folding (c finds ç) and the softened k of Çiçeği',
    top10: [
      'flora-kirmizi-lale-cicegi-seramik-saksida',
      'flora-orkide-cicegi-phalaenopsis-2-dalli',
      'flora-cicek-ve-bahce-kurek-malasi',
    ],
  },
  {
    query: 'ÇİKOLATA',
    why: 'Folding: upper-case İ and Ç',
    top10: ['torku-gold-sutlu-cikolata-80-g', 'torku-klasik-findikli-cikolata-150-g'],
  },
  {
    query: 'ISLAK MENDİL',
    why: 'Folding: upper-case I is ı, İ is i',
    top10: [
      'sleepy-su-bazli-islak-mendil-3x90-yaprak',
      'uni-baby-natural-islak-mendil-6x100-yaprak',
      'johnson-s-sensitive-islak-mendil-3x90-yaprak',
    ],
  },
  {
    query: 'oguz atay',
    why: 'Folding: ğ typed as g',
    top10: [
      'iletisim-yayinlari-korkuyu-beklerken-oguz-atay',
      'iletisim-yayinlari-korkuyu-beklerken-ciltli-oguz-atay',
    ],
  },
  {
    query: 'zeytinyağı',
    why: 'Turkish letters typed as they are',
    top10: ['taris-erken-hasat-naturel-sizma-zeytinyagi', 'kristal-soguk-sikim-zeytinyagi'],
  },
  {
    query: 'yuruyus ayakkabisi',
    why: 'Folding: ü, ş and ı typed without marks',
    top10: [
      'legend-trailblazer-yuruyus-ayakkabisi',
      'airstrider-trail-breeze-yuruyus-ayakkabisi',
      'wildrunner-trekker-seffaf-yuruyus-ayakkabisi',
    ],
  },
  {
    query: 'GÜNEŞ GÖZLÜĞÜ',
    why: 'Folding: upper-case Ü, Ş, Ğ; the softened k of gözlük',
    top10: ['aura-aviator-gunes-gozlugu'],
  },
  {
    query: 'süpürgeler',
    why: 'Plural suffix',
    top10: ['philips-s370-kablosuz-dikey-supurge', 'fakir-x230-dikey-sarjli-supurge'],
  },
  {
    query: 'bebek bezleri',
    why: 'Plural and possessive suffixes on the second word',
    top10: [
      'sleepy-natural-bebek-bezi-2-numara-mini-3-6-kg-40-li',
      'huggies-natural-bebek-bezi-6-numara-extra-large-15-kg-90-li',
    ],
  },
  {
    query: 'çadırlar',
    why: 'Plural of a word whose titles carry the possessive (Çadırı)',
    top10: [
      'xe-dome-4-kisilik-kamp-cadiri',
      'xe-nomad-2-kisilik-kamp-cadiri',
      'b-ve-r-explorer-6-kisilik-aile-cadiri',
      'xe-survivor-2-kisilik-kamp-cadiri',
    ],
  },
  {
    query: 'kayak gözlüğü',
    why: 'Possessive compound, ğ inside the word',
    top10: [
      'daybird-midnight-kayak-gozlugu',
      'wildrunner-maverick-pro-kayak-gozlugu',
      'gravitator-zero-gravity-kayak-gozlugu',
    ],
  },
  {
    query: 'samsung telefonu',
    why: 'Stemmer gives telefo: prefix on the folded word',
    top10: ['samsung-galaxy-z-flip6-akilli-telefon', 'samsung-galaxy-s25-ultra-akilli-telefon'],
  },
  {
    query: 'telefon tutucular',
    why: 'Plural of the second word',
    top10: [
      'xiaomi-magsafe-uyumlu-arac-ici-telefon-tutucu',
      'ttec-vantuzlu-torpido-telefon-tutucu',
    ],
  },
  {
    query: 'iphone 16 kılıfı',
    why: 'Model number and the softened f of kılıf',
    top10: [
      'ttec-iphone-16-uyumlu-ince-silikon-telefon-kilifi',
      'ttec-iphone-16-uyumlu-magsafe-ozellikli-silikon-telefon-kilifi',
    ],
  },
  {
    query: 'kirmizi tisrt',
    why: 'Typo in the second word, the colour through the variants',
    top10: ['luma-erkek-atomic-bisiklet-yaka-kosu-tisortu', 'luma-kadin-layla-tisort'],
  },
  {
    query: 'KIRMIZI tişört',
    why: 'Upper-case dotless I, the colour through the variants',
    top10: ['luma-erkek-atomic-bisiklet-yaka-kosu-tisortu', 'luma-kadin-layla-tisort'],
  },
  {
    query: 'televizyn',
    why: 'Typo: a missing letter',
    top10: ['lg-oled-evo-c4-televizyon', 'vestel-4k-ultra-hd-smart-google-tv-televizyon'],
  },
  {
    query: 'maskra',
    why: 'Typo: a missing vowel',
    top10: [
      'maybelline-new-york-dramatic-look-suya-dayanikli-maskara',
      'maybelline-new-york-lash-sensational-uzatici-maskara',
    ],
  },
  {
    query: 'snowbord',
    why: 'Typo in a borrowed word',
    top10: [
      'zephyr-powder-pro-snowboard',
      'gravitator-cosmic-freestyle-snowboard',
      'legend-glacier-frost-snowboard',
    ],
  },
  {
    query: 'samsng telefon',
    why: 'Typo in the brand',
    top10: ['samsung-galaxy-z-flip6-akilli-telefon', 'samsung-galaxy-s25-ultra-akilli-telefon'],
  },
  {
    query: 'kahve makinası',
    why: 'The common misspelling makinası (makinesi)',
    top10: [
      'bosch-dedica-espresso-makinesi',
      'de-longhi-barista-sut-kopurtuculu-espresso-makinesi',
    ],
  },
  {
    query: 'kablosuz kulaklık',
    why: 'Two words, both in the title',
    top10: [
      'apple-airpods-max-kulak-ustu-kablosuz-kulaklik',
      'philips-tat1209-kablosuz-kulak-ici-kulaklik',
    ],
  },
  {
    query: 'kapüşonlu sweatshirt',
    why: 'A Turkish and a borrowed word together',
    top10: ['luma-erkek-teton-kapusonlu-sweatshirt', 'luma-kadin-mona-kapusonlu-sweatshirt'],
  },
  {
    query: 'fotograf makinesi',
    why: 'Folding: ğ typed as g in a compound',
    top10: [
      'sony-cyber-shot-kompakt-dijital-fotograf-makinesi',
      'polaroid-onestep-2-aninda-baski-fotograf-makinesi',
      'rolleiflex-cift-objektifli-antika-fotograf-makinesi',
    ],
  },
  {
    query: 'sırt çantası',
    why: 'Possessive compound with many matches: backpacks first',
    top10: ['quester-expedition-trekking-sirt-cantasi', 'solstix-explorer-45-l-sirt-cantasi'],
  },
  {
    query: 'nike sneaker',
    why: 'Brand and a category word',
    top10: ['nike-air-force-1-mid-beyaz-sneaker'],
  },
  {
    query: 'tencere ve tava',
    why: 'A conjunction between two product words',
    top10: ['karaca-ingenio-granit-tencere-seti-5-parca', 'emsan-astra-granit-tava-seti-7-parca'],
  },
  {
    query: 'parfüm',
    why: 'A category word: perfumes before colognes',
    top10: ['calvin-klein-euphoria-edp-kadin-parfum', 'hugo-boss-bottled-edt-erkek-parfum'],
  },
];
