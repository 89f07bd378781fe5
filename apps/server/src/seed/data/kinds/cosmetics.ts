import { PASTELS, type GeneratedKind } from './types.ts';

export const cosmeticsKinds: GeneratedKind[] = [
  {
    key: 'lipstick',
    illustration: 'lipstick',
    kdv: 20,
    price: [90, 700],
    brands: ['Flormar', 'Golden Rose', 'Maybelline New York', "L'Oréal Paris", 'Pastel'],
    axes: [
      {
        attr: 'renk',
        values: ['Kırmızı', 'Pembe', 'Bordo', 'Kahverengi', 'Turuncu', 'Mor', 'Bej'],
        count: [2, 6],
      },
    ],
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(['Matte', 'Velvet', 'Super Stay', 'Color Riche', 'Longwear', 'Kiss Proof'])} ${rng.pick(['Likit Mat Ruj', 'Kalıcı Ruj', 'Nemlendirici Ruj', 'Dudak Kalemi'])}`,
    features: [
      'Gün boyu kalıcı formül',
      'Dudakları kurutmaz',
      'Yoğun pigment, tek sürüşte tam renk',
      'Dermatolojik olarak test edilmiştir',
    ],
  },
  {
    key: 'mascara',
    illustration: 'mascara',
    kdv: 20,
    price: [100, 700],
    brands: ['Flormar', 'Maybelline New York', "L'Oréal Paris", 'Golden Rose', 'Essence'],
    axes: [{ attr: 'renk', values: ['Siyah', 'Kahverengi'], count: [1, 2] }],
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(['Lash Sensational', 'Volume Million Lashes', 'Lash Princess', 'Sky High', 'Dramatic Look'])} ${rng.pick(['Hacim Veren Maskara', 'Uzatıcı Maskara', 'Suya Dayanıklı Maskara'])}`,
    features: [
      'Topaklanmayan formül',
      'Kolay çıkarılır',
      'Kirpikleri tek tek ayırır',
      'Hassas gözler için uygundur',
    ],
    palette: PASTELS,
  },
  {
    key: 'nail-polish',
    illustration: 'nail-polish',
    kdv: 20,
    price: [50, 250],
    brands: ['Flormar', 'Golden Rose', 'Pastel', 'Essence'],
    axes: [
      {
        attr: 'renk',
        values: ['Kırmızı', 'Bordo', 'Pembe', 'Lila', 'Beyaz', 'Bej', 'Turuncu', 'Lacivert'],
        count: [3, 8],
      },
    ],
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(['Gel Look', 'Rich Color', 'Nude Collection', 'Pro Nail', 'Jelly Shine'])} ${rng.pick(['Oje', 'Kalıcı Oje', 'Jel Etkili Oje'])}`,
    features: ['Hızlı kuruma', 'Parlak jel görünüm', '7 güne kadar kalıcılık', 'Vegan formül'],
  },
  {
    key: 'moisturiser',
    illustration: 'cream-jar',
    kdv: 20,
    price: [150, 900],
    brands: ['Nivea', 'La Roche-Posay', 'CeraVe', 'The Purest Solutions', 'Bioderma'],
    axes: [
      {
        attr: 'hacim',
        values: ['30 ml', '50 ml', '100 ml', '200 ml'],
        count: [1, 2],
        contiguous: true,
        priceStep: 1.45,
      },
    ],
    specs: {
      'cilt-tipi': ['Tüm Cilt Tipleri', 'Kuru Cilt', 'Yağlı Cilt', 'Karma Cilt', 'Hassas Cilt'],
    },
    title: ({ rng, brand, spec }) =>
      `${brand} ${rng.pick(['Hyalüronik Asit', 'Niasinamid', 'Seramid', 'Aloe Vera', 'C Vitamini', 'Retinol'])} ${rng.pick(['Nemlendirici Krem', 'Yoğun Nemlendirici Krem', 'Gece Kremi', 'Bariyer Onarıcı Krem'])} ${spec('cilt-tipi') === 'Tüm Cilt Tipleri' ? '' : `– ${spec('cilt-tipi')}`}`.trim(),
    features: [
      'Dermatolog onaylı',
      'Parfüm ve paraben içermez',
      'Yoğun ve kalıcı nem',
      'Komedojenik değildir',
      'Hızlı emilen hafif doku',
    ],
    palette: PASTELS,
  },
  {
    key: 'sunscreen',
    illustration: 'tube',
    kdv: 20,
    price: [250, 800],
    brands: ['La Roche-Posay', 'Nivea', 'Bioderma', 'CeraVe'],
    axes: [
      {
        attr: 'hacim',
        values: ['50 ml', '100 ml', '200 ml'],
        count: [1, 2],
        contiguous: true,
        priceStep: 1.5,
      },
    ],
    specs: { 'cilt-tipi': ['Tüm Cilt Tipleri', 'Hassas Cilt', 'Yağlı Cilt'] },
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(['Anthelios', 'Sun Protect', 'Photoderm', 'UV Clear'])} SPF ${rng.pick(['30', '50', '50+'])} ${rng.pick(['Güneş Kremi', 'Renkli Güneş Kremi', 'Güneş Spreyi'])}`,
    features: ['UVA ve UVB koruması', 'Suya dayanıklı', 'Beyaz iz bırakmaz', 'Yüz ve vücut için'],
    palette: PASTELS,
  },
  {
    key: 'perfume',
    illustration: 'perfume',
    kdv: 20,
    price: [500, 3500],
    brands: ['Hugo Boss', 'Calvin Klein', 'Lacoste', 'Avon'],
    axes: [
      {
        attr: 'hacim',
        values: ['30 ml', '50 ml', '100 ml'],
        count: [1, 3],
        contiguous: true,
        priceStep: 1.5,
      },
    ],
    title: ({ rng, brand }) => {
      const lines: Record<string, Array<[string, string]>> = {
        'Hugo Boss': [
          ['Bottled', 'Erkek'],
          ['The Scent', 'Erkek'],
          ['Alive', 'Kadın'],
          ['Boss Woman', 'Kadın'],
        ],
        'Calvin Klein': [
          ['CK One', 'Unisex'],
          ['Eternity', 'Kadın'],
          ['Euphoria', 'Kadın'],
          ['Defy', 'Erkek'],
        ],
        Lacoste: [
          ['L.12.12 Blanc', 'Erkek'],
          ['Pour Femme', 'Kadın'],
          ['Essential', 'Erkek'],
          ['Touch of Pink', 'Kadın'],
        ],
        Avon: [
          ['Far Away', 'Kadın'],
          ['Little Black Dress', 'Kadın'],
          ['Full Speed', 'Erkek'],
          ['Black Suede', 'Erkek'],
        ],
      };
      const [line, who] = rng.pick(lines[brand] ?? [['Classic', 'Unisex']]);
      return `${brand} ${line} ${rng.pick(['EDP', 'EDT'])} ${who} Parfüm`;
    },
    features: [
      'Uzun süre kalıcı koku',
      'Orijinal ürün, bandrollü',
      'Günlük ve özel günler için',
      'Hediye paketine uygun',
    ],
  },
  {
    key: 'cologne',
    illustration: 'cologne',
    kdv: 20,
    price: [60, 250],
    brands: ['Eyüp Sabri Tuncer', 'Rebul', 'Pereja'],
    axes: [
      {
        attr: 'hacim',
        values: ['150 ml', '250 ml', '400 ml'],
        count: [1, 3],
        contiguous: true,
        priceStep: 1.4,
      },
    ],
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(['Limon', 'Lavanta', 'Tütün', 'Portakal Çiçeği', 'Zeytin Çiçeği', 'Gül', 'Okyanus'])} Kolonyası 80 Derece`,
    features: ['80 derece alkol', 'Ferahlatıcı geleneksel koku', 'Cam şişe', 'El ve yüz için'],
  },
  {
    key: 'shampoo',
    illustration: 'shampoo',
    kdv: 20,
    price: [80, 300],
    brands: ['Elidor', 'Pantene', 'Head & Shoulders', 'Dove', 'Nivea'],
    axes: [
      {
        attr: 'hacim',
        values: ['250 ml', '400 ml', '500 ml'],
        count: [1, 2],
        contiguous: true,
        priceStep: 1.3,
      },
    ],
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(['Onarıcı Bakım', 'Kepeğe Karşı', 'Renk Koruyucu', 'Dökülme Karşıtı', 'Besleyici', 'Yoğun Nem'])} ${rng.pick(['Şampuan', 'Saç Kremi', 'Saç Bakım Maskesi', "2'si 1 Arada Şampuan"])}`,
    features: [
      'Tüm saç tipleri için',
      'Paraben içermez',
      'Saçı ağırlaştırmaz',
      'Kolay taranan, parlak saçlar',
    ],
    palette: PASTELS,
  },
  {
    key: 'hair-dryer',
    illustration: 'hair-dryer',
    kdv: 20,
    price: [500, 20000],
    brands: ['Philips', 'Arzum', 'Dyson', 'Braun'],
    axes: [{ attr: 'renk', values: ['Siyah', 'Pembe', 'Mor', 'Beyaz', 'Altın'], count: [1, 2] }],
    title: ({ rng, brand }) => {
      const item = rng.pick(['Saç Kurutma Makinesi', 'Profesyonel Saç Kurutma Makinesi']);
      const series =
        brand === 'Dyson'
          ? rng.pick(['Supersonic', 'Supersonic Nural'])
          : `${rng.pick(['Pro', 'Style', 'Satin', 'Prestige'])} ${rng.pick([1800, 2000, 2200, 2300, 2400])}W`;
      return {
        title: `${brand} ${series} İyonik ${item}`,
        price: brand === 'Dyson' ? [12000, 20000] : [500, 3500],
      };
    },
    features: [
      'İyon teknolojisi ile elektriklenme önleme',
      'Soğuk hava düğmesi',
      'Çok kademeli ısı ayarı',
      'Katlanabilir sap',
    ],
  },
];
