import {
  CLOTHING_COLOURS,
  MEN_SHOE_SIZES,
  SIZES,
  WOMEN_SHOE_SIZES,
  type ProductKind,
} from './types.ts';

const WOMEN_BRANDS = ['Koton', 'LC Waikiki', 'DeFacto', 'Mavi', 'İpekyol', 'Mango'];
const MEN_BRANDS = [
  'Koton',
  'LC Waikiki',
  'DeFacto',
  'Mavi',
  'U.S. Polo Assn.',
  'Altınyıldız Classics',
  'Kiğılı',
];
const SNEAKERS: Record<string, string[]> = {
  Adidas: ['Grand Court 2.0', 'Advantage', 'VL Court 3.0', 'Breaknet'],
  Nike: ['Court Vision Low', 'Air Max SC', 'Court Royale 2', 'Air Force 1'],
  Skechers: ['Go Walk 7', 'Uno', 'Court Classic', 'Summits'],
  Kinetix: ['Felix', 'Perry', 'Glory', 'Rowan'],
};

const clothingAxes = (count: readonly [number, number] = [3, 5]) =>
  [
    { attr: 'renk', values: CLOTHING_COLOURS, count: [1, 3] },
    { attr: 'beden', values: SIZES, count, contiguous: true },
  ] as const;

const CLOTHING_FEATURES = [
  'Ürün ölçüleri S beden üzerinden alınmıştır',
  'Modelin üzerindeki ürün S bedendir; model boyu 1,75 m',
  '30 derecede tersten yıkayınız',
  'Nefes alan, yumuşak dokulu kumaş',
  "Türkiye'de üretilmiştir",
  'Günlük kullanıma uygun rahat kesim',
  'Kuru temizleme yapılmaz; düşük ısıda ütüleyiniz',
];

const SHOE_FEATURES = [
  'Ortopedik, yumuşak iç taban',
  'Kaymaz kauçuk dış taban',
  'Kalıbı standarttır; kendi numaranızı tercih edebilirsiniz',
  'Gün boyu konfor sağlayan hafif yapı',
  'Nefes alan iç astar',
];

export const fashionKinds: ProductKind[] = [
  {
    key: 'dress',
    shape: 'dress',
    kdv: 20,
    price: [300, 2000],
    brands: WOMEN_BRANDS,
    axes: clothingAxes(),
    specs: {
      materyal: ['Viskon', 'Pamuk', 'Keten', 'Polyester', 'Saten'],
      desen: ['Düz', 'Çiçekli', 'Puantiyeli', 'Çizgili', 'Baskılı'],
    },
    title: ({ rng, brand, spec }) => {
      const pattern =
        {
          Düz: '',
          Çiçekli: 'Çiçek Desenli ',
          Puantiyeli: 'Puantiyeli ',
          Çizgili: 'Çizgili ',
          Baskılı: 'Baskılı ',
        }[spec('desen')] ?? '';
      const length = rng.pick(['Midi', 'Mini', 'Maxi', 'Diz Altı']);
      const detail = rng.pick([
        '',
        'Kuşaklı ',
        'Kruvaze Yaka ',
        'Askılı ',
        'Fırfırlı ',
        'Uzun Kollu ',
        'Kısa Kollu ',
        'Düğmeli ',
      ]);
      return `${brand} Kadın ${pattern}${detail}${spec('materyal')} ${length} Elbise`;
    },
    features: CLOTHING_FEATURES,
  },
  {
    key: 'blouse',
    shape: 'shirt',
    kdv: 20,
    price: [200, 1200],
    brands: WOMEN_BRANDS,
    axes: clothingAxes(),
    specs: {
      materyal: ['Viskon', 'Pamuk', 'Saten', 'Keten'],
      desen: ['Düz', 'Çiçekli', 'Çizgili'],
    },
    title: ({ rng, brand, spec }) =>
      `${brand} Kadın ${rng.pick(['V Yaka', 'Bağlamalı Yaka', 'Balon Kol', 'Fırfır Detaylı', 'Oversize', 'Crop'])} ${spec('materyal')} ${rng.pick(['Bluz', 'Gömlek Bluz', 'Tunik'])}`,
    features: CLOTHING_FEATURES,
  },
  {
    key: 'women-shoe',
    shape: 'shoe',
    kdv: 20,
    price: [500, 4500],
    brands: ['Derimod', 'Hotiç', 'Nine West', 'Adidas', 'Nike', 'Skechers'],
    axes: [
      {
        attr: 'renk',
        values: ['Siyah', 'Beyaz', 'Bej', 'Kahverengi', 'Bordo', 'Pembe'],
        count: [1, 3],
      },
      { attr: 'ayakkabi-numarasi', values: WOMEN_SHOE_SIZES, count: [3, 6], contiguous: true },
    ],
    specs: { materyal: ['Deri', 'Süet', 'Kumaş'] },
    title: ({ rng, brand, spec }) =>
      ['Adidas', 'Nike', 'Skechers'].includes(brand)
        ? `${brand} Kadın ${rng.pick(SNEAKERS[brand] ?? ['Classic'])} Sneaker Ayakkabı`
        : `${brand} Kadın ${spec('materyal')} ${rng.pick(['Topuklu Ayakkabı', 'Babet', 'Loafer', 'Çizme', 'Bot', 'Sandalet', 'Stiletto'])}`,
    features: SHOE_FEATURES,
  },
  {
    key: 'handbag',
    shape: 'bag',
    kdv: 20,
    price: [300, 3500],
    brands: ['Derimod', 'Koton', 'Mango', 'U.S. Polo Assn.', 'Hotiç'],
    axes: [
      {
        attr: 'renk',
        values: ['Siyah', 'Bej', 'Kahverengi', 'Bordo', 'Ekru', 'Haki'],
        count: [1, 4],
      },
    ],
    specs: { materyal: ['Deri', 'Süet', 'Kumaş'] },
    title: ({ rng, brand, spec }) =>
      `${brand} Kadın ${spec('materyal')} ${rng.pick(['Omuz Çantası', 'Çapraz Çanta', 'Sırt Çantası', 'Clutch', 'Shopper Çanta', 'Baget Çanta'])}`,
    features: [
      'Ayarlanabilir askı',
      'Fermuarlı iç cep',
      'Mıknatıslı kapak',
      'Günlük kullanıma uygun geniş iç hacim',
    ],
  },
  {
    key: 'tshirt',
    shape: 'shirt',
    kdv: 20,
    price: [150, 1500],
    brands: MEN_BRANDS,
    axes: clothingAxes([3, 5]),
    specs: {
      materyal: ['Pamuk'],
      kalip: ['Slim Fit', 'Regular Fit', 'Oversize'],
      desen: ['Düz', 'Baskılı', 'Çizgili'],
    },
    title: ({ rng, brand, spec }) =>
      `${brand} Erkek ${spec('kalip')} ${rng.pick(['Bisiklet Yaka', 'V Yaka', 'Polo Yaka'])} ${spec('desen') === 'Düz' ? 'Basic' : spec('desen')} %100 Pamuk Tişört`,
    features: CLOTHING_FEATURES,
  },
  {
    key: 'shirt',
    shape: 'shirt',
    kdv: 20,
    price: [300, 2500],
    brands: MEN_BRANDS,
    axes: clothingAxes([3, 5]),
    specs: {
      materyal: ['Pamuk', 'Keten'],
      kalip: ['Slim Fit', 'Regular Fit'],
      desen: ['Düz', 'Ekose', 'Çizgili'],
    },
    title: ({ rng, brand, spec }) =>
      `${brand} Erkek ${spec('kalip')} ${spec('desen') === 'Düz' ? '' : `${spec('desen')} `}${rng.pick(['Uzun Kollu', 'Kısa Kollu', 'Düğmeli Yaka', 'İtalyan Yaka'])} ${spec('materyal')} Gömlek`,
    features: CLOTHING_FEATURES,
  },
  {
    key: 'men-shoe',
    shape: 'shoe',
    kdv: 20,
    price: [700, 5000],
    brands: ['Derimod', 'Hotiç', 'Kinetix', 'Nike', 'Adidas', 'Skechers'],
    axes: [
      { attr: 'renk', values: ['Siyah', 'Kahverengi', 'Lacivert', 'Beyaz', 'Gri'], count: [1, 3] },
      { attr: 'ayakkabi-numarasi', values: MEN_SHOE_SIZES, count: [3, 6], contiguous: true },
    ],
    specs: { materyal: ['Deri', 'Süet', 'Kumaş'] },
    title: ({ rng, brand, spec }) =>
      ['Adidas', 'Nike', 'Skechers', 'Kinetix'].includes(brand)
        ? `${brand} Erkek ${rng.pick(SNEAKERS[brand] ?? ['Classic'])} Günlük Sneaker`
        : `${brand} Erkek Hakiki ${spec('materyal')} ${rng.pick(['Klasik Ayakkabı', 'Loafer', 'Bot', 'Casual Ayakkabı', 'Oxford Ayakkabı'])}`,
    features: SHOE_FEATURES,
  },
  {
    key: 'jeans',
    shape: 'shirt',
    kdv: 20,
    price: [400, 2500],
    brands: ['Mavi', "Levi's", 'Koton', 'LC Waikiki', 'DeFacto'],
    axes: [
      { attr: 'renk', values: ['Mavi', 'Lacivert', 'Siyah', 'Gri', 'Bej'], count: [1, 2] },
      { attr: 'beden', values: SIZES, count: [3, 5], contiguous: true },
    ],
    specs: { materyal: ['Pamuk'], kalip: ['Slim Fit', 'Regular Fit', 'Relaxed Fit'] },
    title: ({ rng, brand, spec }) =>
      `${brand} Erkek ${rng.pick(brand === "Levi's" ? ['501', '511', '502'] : ['Jake', 'Marcus', 'Martin', 'Pedro'])} ${spec('kalip')} ${rng.pick(['Jean Pantolon', 'Chino Pantolon', 'Kargo Pantolon'])}`,
    features: CLOTHING_FEATURES,
  },
  {
    key: 'kids-girl',
    shape: 'dress',
    kdv: 20,
    price: [150, 900],
    brands: ['LC Waikiki', 'DeFacto', 'Koton'],
    axes: [
      { attr: 'renk', values: ['Pembe', 'Lila', 'Beyaz', 'Sarı', 'Mavi', 'Ekru'], count: [1, 3] },
      {
        attr: 'yas-grubu',
        values: ['2-3 Yaş', '3-5 Yaş', '5-7 Yaş', '7-9 Yaş', '9-11 Yaş', '12+ Yaş'],
        count: [2, 4],
        contiguous: true,
      },
    ],
    specs: { materyal: ['Pamuk'], desen: ['Düz', 'Çiçekli', 'Baskılı'] },
    title: ({ rng, brand }) =>
      `${brand} Kız Çocuk ${rng.pick(['Unicorn Baskılı', 'Çiçekli', 'Fırfırlı', 'Kalp Desenli', 'Pullu'])} ${rng.pick(['Elbise', 'Tişört', 'Eşofman Takımı', 'Sweatshirt', 'Tayt'])}`,
    features: CLOTHING_FEATURES,
  },
  {
    key: 'kids-boy',
    shape: 'shirt',
    kdv: 20,
    price: [150, 900],
    brands: ['LC Waikiki', 'DeFacto', 'Koton'],
    axes: [
      {
        attr: 'renk',
        values: ['Lacivert', 'Mavi', 'Gri', 'Yeşil', 'Siyah', 'Haki'],
        count: [1, 3],
      },
      {
        attr: 'yas-grubu',
        values: ['2-3 Yaş', '3-5 Yaş', '5-7 Yaş', '7-9 Yaş', '9-11 Yaş', '12+ Yaş'],
        count: [2, 4],
        contiguous: true,
      },
    ],
    specs: { materyal: ['Pamuk'], desen: ['Düz', 'Baskılı', 'Çizgili'] },
    title: ({ rng, brand }) =>
      `${brand} Erkek Çocuk ${rng.pick(['Dinozor Baskılı', 'Araba Desenli', 'Süper Kahraman Baskılı', 'Basic', 'Kapüşonlu'])} ${rng.pick(['Tişört', 'Sweatshirt', 'Eşofman Takımı', 'Şort', 'Jean Pantolon'])}`,
    features: CLOTHING_FEATURES,
  },
];
