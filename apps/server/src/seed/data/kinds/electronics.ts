import { DARKS, PASTELS, type GeneratedKind } from './types.ts';

type Models = Record<string, ReadonlyArray<readonly [string, number, number]>>;

/** Picks a model of the brand with its own TL range. */
function model(models: Models, brand: string, rng: { pick<T>(a: readonly T[]): T }) {
  const list = models[brand];
  if (!list) throw new Error(`no models for ${brand}`);
  const [name, min, max] = rng.pick(list);
  return { name, price: [min, max] as const };
}

const PHONES: Models = {
  Samsung: [
    ['Galaxy A55 5G', 17000, 21000],
    ['Galaxy A35 5G', 13000, 16000],
    ['Galaxy A16', 8000, 10500],
    ['Galaxy S24 FE', 26000, 31000],
    ['Galaxy S25', 42000, 50000],
    ['Galaxy S25 Ultra', 60000, 70000],
    ['Galaxy Z Flip6', 48000, 58000],
  ],
  Apple: [
    ['iPhone 15', 50000, 58000],
    ['iPhone 16', 60000, 68000],
    ['iPhone 16 Pro', 68000, 74000],
    ['iPhone 16e', 42000, 48000],
  ],
  Xiaomi: [
    ['Redmi Note 14 Pro', 14000, 18000],
    ['Redmi 14C', 6500, 8500],
    ['Xiaomi 14T', 27000, 33000],
    ['Poco X7 Pro', 16000, 20000],
  ],
  Oppo: [
    ['Reno 12 F', 15000, 19000],
    ['A80 5G', 10000, 13000],
  ],
  Honor: [
    ['X8c', 9000, 11500],
    ['200 Pro', 30000, 36000],
    ['Magic7 Lite', 18000, 22000],
  ],
  realme: [
    ['C75', 8000, 10000],
    ['14 Pro+', 22000, 27000],
  ],
};

const TVS: Models = {
  Samsung: [
    ['Crystal UHD 4K', 17000, 30000],
    ['Neo QLED 4K', 35000, 70000],
  ],
  LG: [
    ['UHD 4K Smart', 16000, 28000],
    ['OLED evo C4', 50000, 95000],
  ],
  Vestel: [['4K Ultra HD Smart Google TV', 12000, 24000]],
  Arçelik: [['A Serisi 4K Smart TV', 13000, 25000]],
  Philips: [['Ambilight 4K Smart TV', 19000, 38000]],
  TCL: [['QLED 4K Google TV', 14000, 30000]],
};

export const electronicsKinds: GeneratedKind[] = [
  {
    key: 'phone',
    illustration: 'phone',
    kdv: 20,
    price: [8000, 80000],
    brands: Object.keys(PHONES),
    axes: [
      {
        attr: 'renk',
        values: ['Siyah', 'Beyaz', 'Mavi', 'Yeşil', 'Mor', 'Gri', 'Pembe', 'Altın'],
        count: [1, 4],
      },
      {
        attr: 'hafiza',
        values: ['128 GB', '256 GB', '512 GB'],
        count: [1, 3],
        contiguous: true,
        priceStep: 1.15,
      },
    ],
    specs: {
      ram: ['6 GB', '8 GB', '12 GB'],
      'ekran-boyutu': ['6,1 inç', '6,5 inç', '6,7 inç'],
      garanti: ['2 Yıl'],
    },
    brandSpecs: { Apple: { ram: ['8 GB'] } },
    title: ({ rng, brand, axis }) => {
      const m = model(PHONES, brand, rng);
      const memory = axis('hafiza');
      const mem = memory.length === 1 ? ` ${memory[0]}` : '';
      return { title: `${brand} ${m.name}${mem} Akıllı Telefon`, price: m.price };
    },
    features: [
      'Türkiye garantili, resmi distribütör ürünü',
      'Yüksek çözünürlüklü AMOLED ekran',
      'Gün boyu dayanan güçlü batarya ve hızlı şarj desteği',
      'Gece modunda net fotoğraflar çeken çoklu kamera sistemi',
      '5G ve Wi-Fi 6 bağlantı desteği',
      'Suya ve toza karşı dayanıklı gövde',
      'Kutu içeriği: şarj kablosu ve SIM iğnesi',
    ],
  },
  {
    key: 'phone-case',
    illustration: 'phone-case',
    kdv: 20,
    price: [150, 900],
    brands: ['Spigen', 'Samsung', 'Apple', 'Ttec'],
    axes: [
      {
        attr: 'renk',
        values: ['Siyah', 'Beyaz', 'Lacivert', 'Kırmızı', 'Pembe', 'Yeşil', 'Mor'],
        count: [1, 5],
      },
    ],
    specs: { materyal: ['Silikon', 'Plastik', 'Deri'] },
    title: ({ rng, brand, spec }) => {
      const models =
        brand === 'Apple'
          ? ['iPhone 16', 'iPhone 16 Pro', 'iPhone 15']
          : brand === 'Samsung'
            ? ['Galaxy S25', 'Galaxy A55', 'Galaxy A16']
            : [
                'iPhone 16',
                'iPhone 16 Pro',
                'iPhone 15',
                'Galaxy S25',
                'Galaxy A55',
                'Redmi Note 14 Pro',
              ];
      const phone = rng.pick(models);
      const style = rng.pick([
        'Darbe Emici',
        'Kamera Korumalı',
        'MagSafe Özellikli',
        'İnce',
        'Kartlıklı',
      ]);
      return `${brand} ${phone} Uyumlu ${style} ${spec('materyal')} Telefon Kılıfı`;
    },
    features: [
      'Kamera ve ekran kenarlarında yükseltilmiş koruma',
      'Kablosuz şarjı engellemeyen ince yapı',
      'Kaymaz dokulu yüzey',
      'Düğmelere ve portlara tam erişim',
      'Sararmaya karşı dayanıklı malzeme',
    ],
  },
  {
    key: 'charger',
    illustration: 'charger',
    kdv: 20,
    price: [250, 2500],
    brands: ['Anker', 'Baseus', 'Samsung', 'Xiaomi', 'Ttec'],
    axes: [{ attr: 'renk', values: ['Siyah', 'Beyaz'], count: [1, 2] }],
    specs: { baglanti: ['Kablolu'], garanti: ['1 Yıl', '2 Yıl'] },
    title: ({ rng, brand }) =>
      rng.chance(0.5)
        ? `${brand} ${rng.pick(['20W', '25W', '33W', '45W', '65W'])} USB-C Hızlı Şarj Adaptörü ve Kablosu`
        : {
            title: `${brand} ${rng.pick(['10.000', '20.000'])} mAh ${rng.pick(['PD 22.5W', 'MagSafe Uyumlu', 'Dijital Göstergeli'])} Powerbank`,
            illustration: 'powerbank',
          },
    features: [
      'Aşırı ısınma ve kısa devre koruması',
      'Akıllı telefon, tablet ve kulaklıklarla uyumlu',
      'Kompakt, çantada yer kaplamayan tasarım',
      'Power Delivery ile hızlı şarj',
    ],
    palette: PASTELS,
  },
  {
    key: 'headphones',
    illustration: 'headphones',
    kdv: 20,
    price: [400, 15000],
    brands: ['Apple', 'Sony', 'JBL', 'Samsung', 'Xiaomi', 'Philips', 'Anker'],
    axes: [{ attr: 'renk', values: ['Siyah', 'Beyaz', 'Mavi', 'Pembe', 'Gri'], count: [1, 4] }],
    specs: { baglanti: ['Bluetooth', 'Kablolu'] },
    brandSpecs: { Apple: { baglanti: ['Bluetooth'] } },
    title: ({ rng, brand }) => {
      const byBrand: Record<string, string[]> = {
        Apple: ['AirPods 4', 'AirPods Pro 2', 'AirPods Max'],
        Sony: ['WH-1000XM5', 'WF-C700N', 'WH-CH720N'],
        JBL: ['Tune 520BT', 'Live Pro 2', 'Tune Beam'],
        Samsung: ['Galaxy Buds3 Pro', 'Galaxy Buds FE'],
        Xiaomi: ['Redmi Buds 6 Active', 'Buds 5'],
        Philips: ['TAT1209', 'TAH4209'],
        Anker: ['Soundcore Liberty 4 NC', 'Soundcore Q20i'],
      };
      const name = rng.pick(byBrand[brand] ?? ['Kulaklık']);
      const type = /Max|WH-|Tune 520|Q20i|TAH/.test(name)
        ? 'Kulak Üstü Kablosuz Kulaklık'
        : 'Kablosuz Kulak İçi Kulaklık';
      const anc = rng.chance(0.4) ? 'Aktif Gürültü Engellemeli ' : '';
      return {
        title: `${brand} ${name} ${anc}${type}`,
        illustration: type.startsWith('Kulak Üstü') ? 'headphones' : 'earbuds',
      };
    },
    features: [
      'Aktif gürültü engelleme ve şeffaf mod',
      '30 saate kadar dinleme süresi',
      'Çoklu cihaz bağlantısı',
      'Net görüşmeler için çift mikrofon',
      'Ter ve suya dayanıklı',
    ],
  },
  {
    key: 'smartwatch',
    illustration: 'smartwatch',
    kdv: 20,
    price: [1500, 35000],
    brands: ['Apple', 'Samsung', 'Huawei', 'Xiaomi', 'Garmin'],
    axes: [
      { attr: 'renk', values: ['Siyah', 'Gümüş', 'Altın', 'Pembe', 'Lacivert'], count: [1, 3] },
      {
        attr: 'kasa-boyutu',
        values: ['40 mm', '42 mm', '44 mm', '46 mm'],
        count: [1, 2],
        contiguous: true,
        priceStep: 1.08,
      },
    ],
    specs: { baglanti: ['Bluetooth'] },
    title: ({ rng, brand }) => {
      const byBrand: Record<string, Array<[string, number, number]>> = {
        Apple: [
          ['Watch Series 10 GPS', 16000, 22000],
          ['Watch SE GPS', 9500, 12500],
          ['Watch Ultra 2', 30000, 35000],
        ],
        Samsung: [
          ['Galaxy Watch7', 8000, 11000],
          ['Galaxy Watch Ultra', 17000, 21000],
          ['Galaxy Fit3', 1500, 2200],
        ],
        Huawei: [
          ['Watch GT 5', 6500, 8500],
          ['Watch Fit 3', 3000, 4200],
        ],
        Xiaomi: [
          ['Redmi Watch 5 Active', 1500, 2200],
          ['Watch S4', 4500, 6000],
        ],
        Garmin: [
          ['Forerunner 265', 14000, 17000],
          ['Venu 3', 15000, 19000],
          ['Instinct 2', 9000, 12000],
        ],
      };
      const [name, min, max] = rng.pick(byBrand[brand] ?? [['Akıllı Saat', 2000, 5000]]);
      return { title: `${brand} ${name} Akıllı Saat`, price: [min, max] };
    },
    features: [
      'Nabız, uyku ve kandaki oksijen takibi',
      '100+ spor modu ve GPS',
      'Bildirimleri bileğinizden görün',
      '5 ATM suya dayanıklılık',
      'Temassız ödeme desteği',
    ],
  },
  {
    key: 'tv',
    illustration: 'tv',
    kdv: 20,
    price: [12000, 95000],
    brands: Object.keys(TVS),
    axes: [
      {
        attr: 'ekran-boyutu',
        values: ['43 inç', '50 inç', '55 inç', '65 inç', '75 inç'],
        count: [1, 3],
        contiguous: true,
        priceStep: 1.3,
      },
    ],
    specs: { garanti: ['2 Yıl', '3 Yıl'], baglanti: ['Wi-Fi'] },
    title: ({ rng, brand, axis }) => {
      const m = model(TVS, brand, rng);
      const sizes = axis('ekran-boyutu');
      const only = sizes.length === 1 ? Number.parseFloat(sizes[0] ?? '0') : 0;
      // A single size goes into the title the way Turkish shops write it: 55" 139 Ekran.
      const size = only ? ` ${only}" ${Math.round(only * 2.54)} Ekran` : '';
      return { title: `${brand}${size} ${m.name} Televizyon`, price: m.price };
    },
    features: [
      '4K Ultra HD çözünürlük ve HDR10+ desteği',
      'Dahili uydu alıcısı',
      'Netflix, YouTube ve Disney+ uygulamaları',
      'Sesli komut destekli uzaktan kumanda',
      'Duvara montaj uyumlu (VESA)',
    ],
    palette: DARKS,
  },
  {
    key: 'projector',
    illustration: 'projector',
    kdv: 20,
    price: [3000, 40000],
    brands: ['Philips', 'Xiaomi', 'Samsung', 'LG'],
    specs: { baglanti: ['Wi-Fi', 'Bluetooth'], garanti: ['2 Yıl'] },
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(['GoPix', 'NeoPix', 'Smart', 'Freestyle', 'CineBeam'])} ${rng.int(1, 9)}${rng.pick(['', ' Pro', ' Max'])} ${rng.pick(['Full HD', '4K'])} Projeksiyon Cihazı`,
    features: [
      "300 inç'e kadar yansıtma",
      'Otomatik odak ve keystone düzeltme',
      'Dahili hoparlör',
      'Taşınabilir tasarım',
    ],
    palette: DARKS,
  },
  {
    key: 'vacuum',
    illustration: 'vacuum',
    kdv: 20,
    price: [2000, 30000],
    brands: ['Dyson', 'Arçelik', 'Philips', 'Xiaomi', 'Fakir', 'Bosch'],
    axes: [{ attr: 'renk', values: ['Gri', 'Beyaz', 'Siyah', 'Mor'], count: [1, 2] }],
    specs: { garanti: ['2 Yıl'] },
    title: ({ rng, brand }) => {
      const type = rng.pick(['Dikey Şarjlı Süpürge', 'Kablosuz Dikey Süpürge']);
      const series =
        brand === 'Dyson'
          ? rng.pick(['V8 Absolute', 'V12 Detect Slim', 'V15 Detect', 'Gen5'])
          : `${rng.pick(['S', 'X', 'Pro', 'Turbo'])}${rng.int(10, 99)}0`;
      return {
        title: `${brand} ${series} ${type}`,
        price: brand === 'Dyson' ? [14000, 30000] : [2000, 14000],
      };
    },
    features: [
      'Güçlü emiş gücü',
      'HEPA filtre ile alerjen tutma',
      '60 dakikaya kadar çalışma süresi',
      'Duvara asılabilir şarj istasyonu',
    ],
    palette: PASTELS,
  },
  {
    key: 'coffee-machine',
    illustration: 'coffee-machine',
    kdv: 20,
    price: [1000, 25000],
    brands: ['Arzum', 'Philips', "De'Longhi", 'Karaca', 'Bosch'],
    axes: [{ attr: 'renk', values: ['Siyah', 'Beyaz', 'Kırmızı', 'Gümüş', 'Bej'], count: [1, 3] }],
    title: ({ rng, brand }) => {
      const type = rng.pick([
        ['Espresso Makinesi', 3500, 9000],
        ['Süt Köpürtücülü Espresso Makinesi', 5000, 12000],
        ['Barista Tipi Espresso Makinesi', 8000, 20000],
      ] as const);
      const series = rng.pick(['Barista', 'Aroma', 'Crema', 'Dedica', 'Espressione']);
      return { title: `${brand} ${series} ${type[0]}`, price: [type[1], type[2]] };
    },
    features: [
      'Köpüklü, kıvamında kahve',
      'Taşma emniyeti',
      'Kolay temizlenen hazne',
      'Sesli ve ışıklı uyarı',
    ],
  },
  {
    key: 'iron',
    illustration: 'iron',
    kdv: 20,
    price: [800, 9000],
    brands: ['Philips', 'Tefal', 'Arzum', 'Bosch'],
    axes: [{ attr: 'renk', values: ['Mavi', 'Mor', 'Beyaz', 'Turkuaz'], count: [1, 2] }],
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(['PerfectCare', 'Azur', 'Easy Steam', 'Pro Express'])} ${rng.pick([2200, 2400, 2600, 2800, 3000])}W ${rng.pick(['Buharlı Ütü', 'Seramik Tabanlı Buharlı Ütü'])}`,
    features: [
      'Kireç önleme sistemi',
      'Dikey buhar ile asılı giysileri ütüleme',
      'Seramik taban',
      'Otomatik kapanma',
    ],
  },
];
