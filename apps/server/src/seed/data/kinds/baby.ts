import { PASTELS, type GeneratedKind } from './types.ts';

const BABY_AGES = ['0-3 Ay', '3-6 Ay', '6-9 Ay', '9-12 Ay', '12-18 Ay', '18-24 Ay'] as const;

export const babyKinds: GeneratedKind[] = [
  {
    key: 'stroller',
    illustration: 'stroller',
    kdv: 20,
    price: [3000, 30000],
    brands: ['Chicco', 'Kraft', 'Joie', 'Cybex'],
    axes: [{ attr: 'renk', values: ['Siyah', 'Gri', 'Lacivert', 'Bej', 'Yeşil'], count: [1, 3] }],
    specs: { 'yas-grubu': ['0-3 Ay'] },
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(['Trio', 'Mysa', 'Litetrax', 'Bellini', 'Gold', 'Eezy'])} ${rng.pick(['Travel Sistem Bebek Arabası', 'Çift Yönlü Bebek Arabası', 'Kabin Boy Bebek Arabası'])}`,
    features: [
      'Tek elle katlanabilir',
      'Yatar pozisyonlu sırtlık',
      'Güneşlik ve yağmurluk dahil',
      'Geniş alışveriş sepeti',
      'Doğumdan itibaren kullanılabilir',
    ],
  },
  {
    key: 'car-seat',
    illustration: 'car-seat',
    kdv: 20,
    price: [2500, 20000],
    brands: ['Chicco', 'Joie', 'Kraft', 'Cybex'],
    axes: [{ attr: 'renk', values: ['Siyah', 'Gri', 'Lacivert'], count: [1, 2] }],
    specs: { 'yas-grubu': ['0-3 Ay', '3-6 Ay', '6-9 Ay'] },
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(['i-Size', 'Isofix', 'Cloud', 'Aton'])} ${rng.pick(['Ana Kucağı 0-13 kg', 'Portbebe Oto Koltuğu 0-13 kg', 'i-Size Ana Kucağı 40-85 cm'])}`,
    features: [
      'ECE R129 (i-Size) onaylı',
      'Yan darbe koruması',
      'Isofix bağlantı',
      'Yıkanabilir kılıf',
    ],
  },
  {
    key: 'diapers',
    illustration: 'diaper-pack',
    kdv: 10,
    price: [200, 900],
    brands: ['Prima', 'Sleepy', 'Molfix', 'Huggies'],
    specs: { 'yas-grubu': BABY_AGES },
    title: ({ rng, brand }) => {
      const size = rng.pick([
        ['1 Numara Yenidoğan', '2-5 kg'],
        ['2 Numara Mini', '3-6 kg'],
        ['3 Numara Midi', '6-10 kg'],
        ['4 Numara Maxi', '9-14 kg'],
        ['5 Numara Junior', '11-18 kg'],
        ['6 Numara Extra Large', '15+ kg'],
      ] as const);
      return `${brand} ${rng.pick(['Premium Care', 'Natural', 'Aktif Bebek', 'Extra Care', 'Ultra Kuru'])} Bebek Bezi ${size[0]} (${size[1]}) ${rng.pick(['40', '60', '72', '90', '120'])}'lı`;
    },
    features: [
      '12 saate kadar kuruluk',
      'Islaklık göstergesi',
      'Hassas ciltler için pamuk yumuşaklığında',
      'Dermatolojik olarak test edilmiştir',
    ],
    palette: PASTELS,
  },
  {
    key: 'wet-wipes',
    illustration: 'wipes-pack',
    kdv: 20,
    price: [60, 500],
    brands: ['Sleepy', 'Uni Baby', "Johnson's", 'Prima'],
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(['Natural', 'Sensitive', 'Yenidoğan', 'Su Bazlı'])} Islak Mendil ${rng.pick(['3x90', '12x60', '24x90', '6x100'])} Yaprak`,
    features: [
      '%99 su içerir',
      'Parfüm ve alkol içermez',
      'Kapaklı paket',
      'Yenidoğan bebeklere uygun',
    ],
    palette: PASTELS,
  },
  {
    key: 'feeding',
    illustration: 'baby-bottle',
    kdv: 20,
    price: [100, 900],
    brands: ['Philips Avent', 'Chicco', 'Wee Baby', 'Kraft'],
    axes: [{ attr: 'renk', values: ['Beyaz', 'Pembe', 'Mavi', 'Yeşil'], count: [1, 3] }],
    specs: { 'yas-grubu': ['0-3 Ay', '3-6 Ay', '6-9 Ay'] },
    title: ({ rng, brand }) => {
      const item = rng.pick([
        ['Anti-Kolik Biberon 260 ml', 150, 600],
        ['Anti-Kolik Biberon 150 ml', 120, 500],
        ['Geniş Ağızlı Cam Biberon 240 ml', 200, 700],
        ["Biberon 330 ml 2'li", 250, 900],
      ] as const);
      return {
        title: `${brand} ${rng.pick(['Natural', 'Classic', 'Easy', 'Premium'])} ${item[0]}`,
        price: [item[1], item[2]],
      };
    },
    features: [
      'BPA içermez',
      'Bulaşık makinesinde yıkanabilir',
      'Sızdırmaz tasarım',
      'Doğal emzirme hissi',
    ],
  },
  {
    key: 'baby-clothes',
    illustration: 'bodysuit',
    kdv: 20,
    price: [100, 800],
    brands: ['LC Waikiki', 'DeFacto', 'Chicco', 'Koton'],
    axes: [
      { attr: 'renk', values: ['Beyaz', 'Ekru', 'Pembe', 'Mavi', 'Sarı', 'Gri'], count: [1, 3] },
      { attr: 'yas-grubu', values: BABY_AGES, count: [3, 4], contiguous: true },
    ],
    specs: { materyal: ['Pamuk'] },
    title: ({ rng, brand }) =>
      `${brand} Bebek ${rng.pick(['Organik Pamuk', 'Ayıcık Desenli', 'Çizgili', 'Basic', 'Kapüşonlu'])} ${rng.pick(['Çıtçıtlı Zıbın', 'Kısa Kollu Body', "Body 3'lü Paket", 'Uzun Kollu Body'])}`,
    features: [
      '%100 organik pamuk',
      'Çıtçıtlı, kolay giydirme',
      'Hassas ciltler için',
      '30 derecede yıkayınız',
    ],
  },
  {
    key: 'educational-toy',
    illustration: 'toy-blocks',
    kdv: 20,
    price: [150, 5000],
    brands: ['LEGO', 'Fisher-Price', 'Chicco', 'Playmobil', 'Sunman'],
    specs: { 'yas-grubu': ['6-9 Ay', '12-18 Ay', '2-3 Yaş', '3-5 Yaş', '5-7 Yaş', '7-9 Yaş'] },
    title: ({ rng, brand, spec }) => {
      const item =
        brand === 'LEGO'
          ? `${rng.pick(['Classic', 'Duplo'])} ${rng.pick(['Yaratıcı Yapım Kutusu', 'Büyük Boy Yapım Parçaları', 'Renkli Yapım Blokları'])} (${rng.int(10690, 10720)})`
          : rng.pick([
              'Ahşap Yapı Blokları 50 Parça',
              'Harfli Ahşap Küpler',
              'Yumuşak Yapı Blokları',
              'Renkli Ahşap Blok Seti 100 Parça',
            ]);
      return {
        title: `${brand} ${item} ${spec('yas-grubu')}`,
        price: brand === 'LEGO' ? [400, 5000] : [150, 2500],
      };
    },
    features: [
      'El-göz koordinasyonunu geliştirir',
      'CE belgeli, güvenli malzeme',
      'Pil dahil değildir',
      'Türkçe ambalaj',
    ],
    palette: PASTELS,
  },
];
