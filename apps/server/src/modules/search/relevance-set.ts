// The search relevance set (issue 4): for each query, products (by slug) that must be among
// the first ten results on the demo catalogue (seedDemo with 420 products). search.test.ts
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
      'mango-kadin-cicek-desenli-firfirli-keten-diz-alti-elbise',
      'koton-kiz-cocuk-cicekli-elbise',
      'rebul-zeytin-cicegi-kolonyasi-80-derece',
    ],
  },
  {
    query: 'ÇİKOLATA',
    why: 'Folding: upper-case İ and Ç',
    top10: [
      'eti-ekstra-sutlu-cikolata-80-g',
      'eti-klasik-bitter-cikolata-70-kakao',
      'milka-aile-boyu-bitter-cikolata-70-kakao',
    ],
  },
  {
    query: 'ISLAK MENDİL',
    why: 'Folding: upper-case I is ı, İ is i',
    top10: [
      'sleepy-sensitive-islak-mendil-6x100-yaprak',
      'johnson-s-su-bazli-islak-mendil-3x90-yaprak',
      'prima-su-bazli-islak-mendil-12x60-yaprak',
      'uni-baby-yenidogan-islak-mendil-12x60-yaprak',
    ],
  },
  {
    query: 'bulbulu oldurmek',
    why: 'Folding: ü and ö typed without dots',
    top10: ['sel-yayincilik-bulbulu-oldurmek-ciltli-harper-lee'],
  },
  {
    query: 'oguz atay',
    why: 'Folding: ğ typed as g',
    top10: [
      'iletisim-yayinlari-tutunamayanlar-ciltli-oguz-atay',
      'iletisim-yayinlari-korkuyu-beklerken-oguz-atay',
    ],
  },
  {
    query: 'zeytinyağı',
    why: 'Turkish letters typed as they are',
    top10: [
      'komili-soguk-sikim-zeytinyagi',
      'taris-erken-hasat-naturel-sizma-zeytinyagi',
      'kirlangic-soguk-sikim-zeytinyagi',
      'komili-erken-hasat-naturel-sizma-zeytinyagi',
    ],
  },
  {
    query: 'süpürgeler',
    why: 'Plural suffix: süpürgeler → süpürge',
    top10: [
      'arcelik-pro470-islak-ve-kuru-supurge',
      'xiaomi-pro950-islak-ve-kuru-supurge',
      'fakir-pro230-dikey-sarjli-supurge',
      'dyson-gen5-dikey-sarjli-supurge',
      'philips-x150-toz-torbasiz-supurge',
      'fakir-turbo510-islak-ve-kuru-supurge',
      'arcelik-turbo750-islak-ve-kuru-supurge',
    ],
  },
  {
    query: 'bebek bezleri',
    why: 'Plural and possessive: bezleri → bezi',
    top10: [
      'sleepy-aktif-bebek-bebek-bezi-3-numara-midi-6-10-kg-72-li',
      'huggies-natural-bebek-bezi-5-numara-junior-11-18-kg-90-li',
      'sleepy-premium-care-bebek-bezi-6-numara-extra-large-15-kg-120-li',
      'prima-premium-care-bebek-bezi-4-numara-maxi-9-14-kg-40-li',
      'molfix-natural-bebek-bezi-6-numara-extra-large-15-kg-72-li',
      'molfix-natural-bebek-bezi-2-numara-mini-3-6-kg-90-li',
      'huggies-extra-care-bebek-bezi-1-numara-yenidogan-2-5-kg-40-li',
    ],
  },
  {
    query: 'samsung telefonu',
    why: 'Accusative suffix: telefonu → telefon (the stemmer gives telefo)',
    top10: [
      'samsung-galaxy-z-flip6-akilli-telefon',
      'samsung-galaxy-s25-256-gb-akilli-telefon',
      'samsung-galaxy-s25-akilli-telefon',
    ],
  },
  {
    query: 'telefon tutucular',
    why: 'Plural suffix on the second word',
    top10: [
      'ttec-havalandirma-izgarasi-telefon-tutucu',
      'ttec-magsafe-uyumlu-arac-ici-telefon-tutucu',
      'ttec-kablosuz-sarjli-telefon-tutucu',
    ],
  },
  {
    query: 'iphone 15 kılıfı',
    why: 'Possessive suffix with a number',
    top10: [
      'apple-iphone-15-uyumlu-kamera-korumali-deri-telefon-kilifi',
      'spigen-iphone-15-uyumlu-kartlikli-deri-telefon-kilifi',
    ],
  },
  {
    query: 'atomik alışkanlıklar',
    why: 'Plural of a title word',
    top10: [
      'pegasus-yayinlari-atomik-aliskanliklar-cep-boy-james-clear',
      'pegasus-yayinlari-atomik-aliskanliklar-james-clear',
      'pegasus-yayinlari-atomik-aliskanliklar-ciltli-james-clear',
    ],
  },
  {
    query: 'kirmizi elbse',
    why: 'Typo tolerance and a colour from the variants (Kırmızı)',
    top10: ['defacto-kadin-baskili-kisa-kollu-polyester-midi-elbise'],
  },
  {
    query: 'KIRMIZI elbise',
    why: 'A colour in capitals with dotless I',
    top10: ['defacto-kadin-baskili-kisa-kollu-polyester-midi-elbise'],
  },
  {
    query: 'televizyn',
    why: 'Typo: a missing letter',
    top10: [
      'vestel-4k-ultra-hd-smart-google-tv-televizyon',
      'tcl-65-165-ekran-qled-4k-google-tv-televizyon',
      'philips-65-165-ekran-ambilight-4k-smart-tv-televizyon',
      'tcl-qled-4k-google-tv-televizyon',
      'arcelik-55-140-ekran-a-serisi-4k-smart-tv-televizyon',
    ],
  },
  {
    query: 'maskra',
    why: 'Typo in a short word',
    top10: [
      'flormar-sky-high-uzatici-maskara',
      'flormar-volume-million-lashes-suya-dayanikli-maskara',
      'maybelline-new-york-dramatic-look-hacim-veren-maskara',
    ],
  },
  {
    query: 'samsng telefon',
    why: 'Typo in a brand',
    top10: [
      'samsung-galaxy-s25-256-gb-akilli-telefon',
      'samsung-galaxy-z-flip6-akilli-telefon',
      'samsung-galaxy-s25-akilli-telefon',
    ],
  },
  {
    query: 'kahve makinası',
    why: 'Typo: makinası for makinesi',
    top10: [
      'philips-hatir-kapsullu-kahve-makinesi',
      'bosch-lattego-filtre-kahve-makinesi',
      'de-longhi-lattego-turk-kahvesi-makinesi',
    ],
  },
  {
    query: 'otuz beş yaş',
    why: 'A stop word of the Turkish configuration (otuz) still counts',
    top10: [
      'can-yayinlari-otuz-bes-yas-cahit-sitki-taranci',
      'can-yayinlari-otuz-bes-yas-ciltli-cahit-sitki-taranci',
      'can-yayinlari-otuz-bes-yas-cep-boy-cahit-sitki-taranci',
    ],
  },
  {
    query: 'tencere ve tava',
    why: 'A short stop word (ve) is ignored',
    top10: [
      'emsan-bio-dokum-tencere-ve-tava-seti-12-parca',
      'karaca-astra-granit-tencere-ve-tava-seti-7-parca',
      'emsan-ingenio-paslanmaz-celik-tencere-ve-tava-seti-3-parca',
      'karaca-astra-granit-tencere-ve-tava-seti-9-parca',
    ],
  },
  {
    query: 'kablosuz kulaklık',
    why: 'Every word must match',
    top10: [
      'xiaomi-redmi-buds-6-active-kablosuz-kulak-ici-kulaklik',
      'sony-wh-1000xm5-kulak-ustu-kablosuz-kulaklik',
      'anker-soundcore-liberty-4-nc-kablosuz-kulak-ici-kulaklik',
      'sony-wf-c700n-kablosuz-kulak-ici-kulaklik',
    ],
  },
  {
    query: 'dizüstü bilgisayar',
    why: 'Two-word category name',
    top10: [
      'monster-abra-a5-v21-amd-ryzen-5-16-gb-ram-16-inc-dizustu-bilgisayar',
      'asus-vivobook-15-amd-ryzen-5-16-gb-ram-15-6-inc-dizustu-bilgisayar',
      'monster-tulpar-t7-v25-intel-core-i7-16-gb-ram-512-gb-ssd-14-inc-dizustu-bilgisayar',
      'asus-zenbook-14-oled-intel-core-i5-16-gb-ram-512-gb-ssd-16-inc-dizustu-bilgisayar',
      'casper-nirvana-x600-intel-core-ultra-7-16-gb-ram-14-inc-dizustu-bilgisayar',
    ],
  },
  {
    query: 'nike sneaker',
    why: 'Brand and product type',
    top10: [
      'nike-kadin-air-max-sc-sneaker-ayakkabi',
      'nike-erkek-air-force-1-gunluk-sneaker',
      'nike-kadin-air-force-1-sneaker-ayakkabi',
    ],
  },
  {
    query: 'parfüm',
    why: 'Category word in the titles',
    top10: [
      'hugo-boss-bottled-edp-erkek-parfum',
      'calvin-klein-euphoria-edp-kadin-parfum',
      'calvin-klein-eternity-edt-kadin-parfum',
      'hugo-boss-alive-edt-kadin-parfum',
      'hugo-boss-the-scent-edp-erkek-parfum',
      'avon-full-speed-edp-erkek-parfum',
    ],
  },
];
