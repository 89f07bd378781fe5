import { PASTELS, type GeneratedKind } from './types.ts';

export const homeKinds: GeneratedKind[] = [
  {
    key: 'cookware',
    illustration: 'pot',
    kdv: 20,
    price: [500, 8000],
    brands: ['Karaca', 'Tefal', 'Korkmaz', 'Schafer', 'Emsan'],
    axes: [{ attr: 'renk', values: ['Siyah', 'Gri', 'Kırmızı', 'Bej', 'Gümüş'], count: [1, 3] }],
    specs: {
      materyal: ['Paslanmaz Çelik', 'Granit', 'Döküm'],
      'parca-sayisi': ['3 Parça', '5 Parça', '7 Parça', '9 Parça', '12 Parça'],
    },
    title: ({ rng, brand, spec }) => {
      const item = rng.pick(['Tencere Seti', 'Tava Seti', 'Tencere ve Tava Seti']);
      return {
        title: `${brand} ${rng.pick(['Bio', 'Mia', 'Astra', 'Ingenio', 'Vera', 'Titan', 'Linea'])} ${spec('materyal')} ${item} ${spec('parca-sayisi')}`,
        illustration: item === 'Tava Seti' ? 'pan' : 'pot',
      };
    },
    features: [
      'İndüksiyon dahil tüm ocaklarla uyumlu',
      'Isıyı eşit dağıtan kalın taban',
      'Temperli cam kapak',
      'Bulaşık makinesinde yıkanabilir',
      'PFOA içermez',
    ],
  },
  {
    key: 'dinnerware',
    illustration: 'plates',
    kdv: 20,
    price: [800, 12000],
    brands: ['Karaca', 'Kütahya Porselen', 'Paşabahçe', 'English Home', 'Porland'],
    specs: { materyal: ['Porselen', 'Cam'], 'parca-sayisi': ['24 Parça', '53 Parça'] },
    title: ({ rng, brand, spec }) =>
      `${brand} ${rng.pick(['Lale', 'Mina', 'Nova', 'Elegant', 'Sultan', 'Ada', 'Zümrüt'])} ${rng.pick([6, 8, 12])} Kişilik ${spec('materyal')} Yemek Takımı ${spec('parca-sayisi')}`,
    features: [
      'Bulaşık makinesi ve mikrodalgada kullanılabilir',
      'Çizilmeye dayanıklı sır',
      'Özenli hediye kutusunda',
      'Kurşun ve kadmiyum içermez',
    ],
    palette: PASTELS,
  },
  {
    key: 'glassware',
    illustration: 'glasses',
    kdv: 20,
    price: [100, 900],
    brands: ['Paşabahçe', 'Lav', 'Karaca'],
    specs: { materyal: ['Cam'], 'parca-sayisi': ['3 Parça', '12 Parça', '24 Parça'] },
    title: ({ rng, brand, spec }) =>
      `${brand} ${rng.pick(['Timeless', 'Nude', 'Boston', 'Aware', 'Casablanca', 'Hisar'])} ${rng.pick(['Su Bardağı', 'Meşrubat Bardağı', 'Kahve Yanı Su Bardağı'])} ${spec('parca-sayisi').replace(' Parça', "'lü Set")}`,
    features: [
      'Bulaşık makinesinde yıkanabilir',
      'Temperli, dayanıklı cam',
      'Şık ve zamansız tasarım',
    ],
    palette: PASTELS,
  },
  {
    key: 'bedding',
    illustration: 'bedding',
    kdv: 20,
    price: [600, 5000],
    brands: ['English Home', 'Taç', 'Özdilek', 'Madame Coco', 'Karaca Home'],
    axes: [
      {
        attr: 'renk',
        values: ['Beyaz', 'Gri', 'Bej', 'Lacivert', 'Pembe', 'Yeşil'],
        count: [1, 3],
      },
    ],
    specs: {
      materyal: ['Pamuk', 'Ranforce', 'Saten'],
      desen: ['Düz', 'Çiçekli', 'Çizgili', 'Ekose'],
    },
    title: ({ rng, brand, spec }) =>
      `${brand} ${rng.pick(['Natural', 'Leila', 'Bella', 'Soft', 'Mira', 'Nora'])} ${spec('materyal')} ${rng.pick(['Çift Kişilik', 'Tek Kişilik', 'King Size'])} Nevresim Takımı`,
    features: [
      '%100 pamuk, nefes alan kumaş',
      'Fermuarlı nevresim',
      'Lastikli çarşaf',
      '40 derecede yıkanabilir',
      'Ütü gerektirmeyen doku',
    ],
  },
  {
    key: 'towel',
    illustration: 'towels',
    kdv: 20,
    price: [150, 1500],
    brands: ['English Home', 'Özdilek', 'Taç', 'Madame Coco'],
    axes: [
      {
        attr: 'renk',
        values: ['Beyaz', 'Gri', 'Bej', 'Lacivert', 'Turkuaz', 'Pembe', 'Ekru'],
        count: [1, 4],
      },
    ],
    specs: { materyal: ['Pamuk'] },
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(['Pure', 'Comfort', 'Basic', 'Soft Touch'])} ${rng.pick(['Banyo Havlusu 70x140 cm', 'El Yüz Havlusu 50x90 cm', "4'lü Havlu Seti"])}`,
    features: [
      'Yüksek su emiciliği',
      'Yumuşak dokulu pamuk ilmek',
      'Tüy bırakmaz',
      'Denizli dokuması',
    ],
  },
  {
    key: 'rug',
    illustration: 'rug',
    kdv: 20,
    price: [700, 9000],
    brands: ['Merinos', 'Royal Halı', 'English Home'],
    axes: [
      { attr: 'renk', values: ['Gri', 'Bej', 'Lacivert', 'Kahverengi', 'Ekru'], count: [1, 2] },
    ],
    specs: { materyal: ['Polyester', 'Yün', 'Pamuk'], desen: ['Düz', 'Baskılı'] },
    title: ({ rng, brand, spec }) =>
      `${brand} ${rng.pick(['Lila', 'Pasifik', 'Elite', 'Modern', 'Etnik Desenli', 'İskandinav'])} ${spec('materyal')} Halı ${rng.pick(['120x180 cm', '160x230 cm', '200x290 cm', '80x150 cm'])}`,
    features: ['Kaymaz taban', 'Tüy dökmez', 'Kolay temizlenir', 'Yerden ısıtmaya uygun'],
  },
];
