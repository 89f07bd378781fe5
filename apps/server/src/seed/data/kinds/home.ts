import { PASTELS, type ProductKind } from './types.ts';

export const homeKinds: ProductKind[] = [
  {
    key: 'cookware',
    shape: 'pot',
    kdv: 20,
    price: [500, 8000],
    brands: ['Karaca', 'Tefal', 'Korkmaz', 'Schafer', 'Emsan'],
    axes: [{ attr: 'renk', values: ['Siyah', 'Gri', 'Kırmızı', 'Bej', 'Gümüş'], count: [1, 3] }],
    specs: {
      materyal: ['Paslanmaz Çelik', 'Granit', 'Döküm'],
      'parca-sayisi': ['3 Parça', '5 Parça', '7 Parça', '9 Parça', '12 Parça'],
    },
    title: ({ rng, brand, spec }) =>
      `${brand} ${rng.pick(['Bio', 'Mia', 'Astra', 'Ingenio', 'Vera', 'Titan', 'Linea'])} ${spec('materyal')} ${rng.pick(['Tencere Seti', 'Tava Seti', 'Tencere ve Tava Seti'])} ${spec('parca-sayisi')}`,
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
    shape: 'pot',
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
    shape: 'bottle',
    kdv: 20,
    price: [100, 900],
    brands: ['Paşabahçe', 'Lav', 'Karaca'],
    specs: { materyal: ['Cam'], 'parca-sayisi': ['3 Parça', '12 Parça', '24 Parça'] },
    title: ({ rng, brand, spec }) =>
      `${brand} ${rng.pick(['Timeless', 'Nude', 'Boston', 'Aware', 'Casablanca', 'Hisar'])} ${rng.pick(['Su Bardağı', 'Çay Bardağı', 'Kahve Fincanı', 'Kadeh'])} ${spec('parca-sayisi').replace(' Parça', "'lü Set")}`,
    features: [
      'Bulaşık makinesinde yıkanabilir',
      'Temperli, dayanıklı cam',
      'Şık ve zamansız tasarım',
    ],
    palette: PASTELS,
  },
  {
    key: 'bedding',
    shape: 'box',
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
    shape: 'box',
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
      `${brand} ${rng.pick(['Pure', 'Comfort', 'Basic', 'Soft Touch'])} ${rng.pick(['Banyo Havlusu 70x140 cm', 'El Yüz Havlusu 50x90 cm', "4'lü Havlu Seti", 'Bornoz'])}`,
    features: [
      'Yüksek su emiciliği',
      'Yumuşak dokulu pamuk ilmek',
      'Tüy bırakmaz',
      'Denizli dokuması',
    ],
  },
  {
    key: 'rug',
    shape: 'box',
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
  {
    key: 'lamp',
    shape: 'lamp',
    kdv: 20,
    price: [300, 6000],
    brands: ['Philips', 'Xiaomi', 'Osram', 'Avonni'],
    axes: [{ attr: 'renk', values: ['Siyah', 'Beyaz', 'Altın', 'Gümüş', 'Bej'], count: [1, 3] }],
    specs: { materyal: ['Metal', 'Ahşap', 'Kumaş'] },
    title: ({ rng, brand, spec }) =>
      `${brand} ${rng.pick(['Hue', 'Smart', 'Nordic', 'Vintage', 'Led', 'Loft'])} ${spec('materyal')} ${rng.pick(['Lambader', 'Masa Lambası', 'Akıllı Gece Lambası', 'Tripod Lambader', 'Sarkıt Avize'])}`,
    features: [
      'E27 duy, LED ampul uyumlu',
      'Ayarlanabilir ışık açısı',
      'Göz yormayan sıcak beyaz ışık',
      'Kolay montaj',
    ],
  },
  {
    key: 'sofa',
    shape: 'sofa',
    kdv: 20,
    price: [8000, 60000],
    brands: ['İstikbal', 'Bellona', 'Enza Home', 'Doğtaş'],
    axes: [
      {
        attr: 'renk',
        values: ['Gri', 'Bej', 'Lacivert', 'Yeşil', 'Ekru', 'Kahverengi'],
        count: [1, 3],
      },
    ],
    specs: { materyal: ['Kumaş', 'Keten', 'Deri'] },
    title: ({ rng, brand, spec }) =>
      `${brand} ${rng.pick(['Lorin', 'Vera', 'Milano', 'Paris', 'Eston', 'Lucca', 'Nova'])} ${spec('materyal')} ${rng.pick(['Üçlü Koltuk', 'İkili Koltuk', 'Köşe Koltuk Takımı', 'Yataklı Kanepe', 'Berjer'])}`,
    features: [
      'Ücretsiz kurulum',
      'Silinebilir, leke tutmayan kumaş',
      'Yüksek yoğunluklu sünger',
      'Kayın ağacı iskelet',
      '2 yıl üretici garantisi',
    ],
  },
  {
    key: 'shelf',
    shape: 'box',
    kdv: 20,
    price: [900, 9000],
    brands: ['İstikbal', 'Bellona', 'Adore Mobilya'],
    axes: [{ attr: 'renk', values: ['Beyaz', 'Siyah', 'Kahverengi', 'Bej'], count: [1, 2] }],
    specs: { materyal: ['Ahşap', 'Metal'] },
    title: ({ rng, brand, spec }) =>
      `${brand} ${rng.pick(['Ada', 'Lina', 'Moda', 'Loft', 'Nil'])} ${spec('materyal')} ${rng.pick(['5 Raflı Kitaplık', 'Çalışma Masası', 'Duvar Rafı', 'TV Ünitesi', 'Ayakkabılık'])}`,
    features: [
      'Kolay kurulum, montaj şeması dahil',
      'Nem ve çizilmeye dayanıklı yüzey',
      'Duvara sabitleme aparatı',
    ],
  },
];
