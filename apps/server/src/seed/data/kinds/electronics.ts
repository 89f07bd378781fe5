import { DARKS, PASTELS, type ProductKind } from './types.ts';

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

const LAPTOPS: Models = {
  Apple: [
    ['MacBook Air 13" M3', 42000, 52000],
    ['MacBook Air 15" M4', 55000, 68000],
    ['MacBook Pro 14" M4', 80000, 110000],
  ],
  Lenovo: [
    ['IdeaPad Slim 3', 18000, 25000],
    ['ThinkPad E14', 30000, 40000],
    ['Legion 5', 45000, 65000],
    ['Yoga Slim 7', 38000, 48000],
  ],
  HP: [
    ['Victus 15', 28000, 38000],
    ['Pavilion 15', 24000, 32000],
    ['EliteBook 840', 45000, 60000],
  ],
  Asus: [
    ['Vivobook 15', 19000, 26000],
    ['Zenbook 14 OLED', 38000, 50000],
    ['TUF Gaming F15', 32000, 45000],
  ],
  Casper: [
    ['Nirvana X600', 20000, 28000],
    ['Excalibur G870', 35000, 48000],
  ],
  Monster: [
    ['Abra A5 V21', 30000, 40000],
    ['Tulpar T7 V25', 55000, 75000],
  ],
};

const TABLETS: Models = {
  Apple: [
    ['iPad 10. Nesil', 17000, 21000],
    ['iPad Air 11" M2', 28000, 34000],
  ],
  Samsung: [
    ['Galaxy Tab S9 FE', 14000, 18000],
    ['Galaxy Tab A9+', 7500, 9500],
  ],
  Lenovo: [['Tab M11', 7000, 9000]],
  Xiaomi: [
    ['Pad 6', 11000, 14000],
    ['Redmi Pad SE', 5500, 7000],
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

export const electronicsKinds: ProductKind[] = [
  {
    key: 'phone',
    shape: 'phone',
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
    shape: 'phone',
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
    shape: 'box',
    kdv: 20,
    price: [250, 2500],
    brands: ['Anker', 'Baseus', 'Samsung', 'Xiaomi', 'Ttec'],
    axes: [{ attr: 'renk', values: ['Siyah', 'Beyaz'], count: [1, 2] }],
    specs: { baglanti: ['Kablolu'], garanti: ['1 Yıl', '2 Yıl'] },
    title: ({ rng, brand }) =>
      rng.pick([
        `${brand} ${rng.pick(['20W', '25W', '33W', '45W', '65W'])} USB-C Hızlı Şarj Adaptörü`,
        `${brand} ${rng.pick(['10.000', '20.000'])} mAh ${rng.pick(['PD 22.5W', 'MagSafe Uyumlu', 'Dijital Göstergeli'])} Powerbank`,
        `${brand} ${rng.pick(['1 m', '2 m'])} USB-C to USB-C Örgülü Şarj Kablosu`,
        `${brand} ${rng.pick(['15W', "3'ü 1 Arada"])} Kablosuz Şarj Standı`,
      ]),
    features: [
      'Aşırı ısınma ve kısa devre koruması',
      'Akıllı telefon, tablet ve kulaklıklarla uyumlu',
      'Kompakt, çantada yer kaplamayan tasarım',
      'Power Delivery ile hızlı şarj',
    ],
    palette: PASTELS,
  },
  {
    key: 'laptop',
    shape: 'laptop',
    kdv: 20,
    price: [18000, 110000],
    brands: Object.keys(LAPTOPS),
    axes: [
      {
        attr: 'hafiza',
        values: ['512 GB', '1 TB'],
        count: [1, 2],
        contiguous: true,
        priceStep: 1.12,
      },
    ],
    specs: {
      ram: ['8 GB', '16 GB', '32 GB'],
      islemci: [
        'Intel Core i5',
        'Intel Core i7',
        'Intel Core Ultra 7',
        'AMD Ryzen 5',
        'AMD Ryzen 7',
      ],
      'ekran-boyutu': ['14 inç', '15,6 inç', '16 inç'],
      garanti: ['2 Yıl'],
    },
    brandSpecs: {
      Apple: {
        islemci: ['Apple M3', 'Apple M4'],
        ram: ['16 GB', '24 GB'],
        'ekran-boyutu': ['13,3 inç', '15,6 inç'],
      },
    },
    title: ({ rng, brand, spec, axis }) => {
      const m = model(LAPTOPS, brand, rng);
      const ssd = axis('hafiza');
      const disk = ssd.length === 1 ? ` ${ssd[0]} SSD` : '';
      if (brand === 'Apple') {
        // The model name already says chip and size; the facets must agree with it.
        const chip = /M\d/.exec(m.name)?.[0] ?? 'M3';
        const inches = /(\d+)"/.exec(m.name)?.[1];
        const screen = inches === '13' ? '13,3 inç' : inches === '15' ? '15,6 inç' : '14 inç';
        return {
          title: `${brand} ${m.name} ${spec('ram')} RAM${disk} Dizüstü Bilgisayar`,
          price: m.price,
          specs: { islemci: `Apple ${chip}`, 'ekran-boyutu': screen },
        };
      }
      return {
        title: `${brand} ${m.name} ${spec('islemci')} ${spec('ram')} RAM${disk} ${spec('ekran-boyutu')} Dizüstü Bilgisayar`,
        price: m.price,
      };
    },
    features: [
      'Full HD IPS ekran, geniş görüş açısı',
      'NVMe SSD ile saniyeler içinde açılış',
      'Arkadan aydınlatmalı Türkçe Q klavye',
      'Wi-Fi 6 ve Bluetooth 5.3',
      'USB-C, HDMI ve USB-A bağlantı noktaları',
      'Hafif alüminyum kasa',
    ],
    palette: DARKS,
  },
  {
    key: 'tablet',
    shape: 'phone',
    kdv: 20,
    price: [5500, 34000],
    brands: Object.keys(TABLETS),
    axes: [
      { attr: 'renk', values: ['Gri', 'Gümüş', 'Mavi', 'Pembe', 'Siyah'], count: [1, 3] },
      {
        attr: 'hafiza',
        values: ['64 GB', '128 GB', '256 GB'],
        count: [1, 2],
        contiguous: true,
        priceStep: 1.18,
      },
    ],
    specs: { 'ekran-boyutu': ['11 inç'], baglanti: ['Wi-Fi'] },
    title: ({ rng, brand }) => {
      const m = model(TABLETS, brand, rng);
      return { title: `${brand} ${m.name} Wi-Fi Tablet`, price: m.price };
    },
    features: [
      'Ders, film ve çizim için geniş ekran',
      'Kalem ve klavye desteği',
      'Uzun pil ömrü',
      'Çift hoparlörlü sürükleyici ses',
    ],
  },
  {
    key: 'peripheral',
    shape: 'box',
    kdv: 20,
    price: [200, 4500],
    brands: ['Logitech', 'Rampage', 'Razer', 'HP'],
    axes: [{ attr: 'renk', values: ['Siyah', 'Beyaz', 'Gri', 'Pembe'], count: [1, 3] }],
    specs: { baglanti: ['Bluetooth', 'Kablolu', 'Kablosuz (2.4 GHz)'] },
    title: ({ rng, brand, spec }) =>
      `${brand} ${rng.pick(['MX', 'Pro', 'Lite', 'Elite', 'Go'])} ${rng.int(100, 990)} ${spec('baglanti')} ${rng.pick(
        ['Mouse', 'Klavye', 'Klavye Mouse Seti', 'Oyuncu Mouse', 'Mekanik Oyuncu Klavyesi'],
      )}`,
    features: [
      'Türkçe Q tuş dizilimi',
      'Sessiz tıklama',
      'Ergonomik tasarım',
      'Uzun pil ömrü',
      'RGB aydınlatma',
    ],
    palette: PASTELS,
  },
  {
    key: 'headphones',
    shape: 'headphones',
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
      return `${brand} ${name} ${anc}${type}`;
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
    shape: 'watch',
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
    shape: 'tv',
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
    shape: 'tv',
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
    shape: 'box',
    kdv: 20,
    price: [2000, 30000],
    brands: ['Dyson', 'Arçelik', 'Philips', 'Xiaomi', 'Fakir', 'Bosch'],
    axes: [{ attr: 'renk', values: ['Gri', 'Beyaz', 'Siyah', 'Mor'], count: [1, 2] }],
    specs: { garanti: ['2 Yıl'] },
    title: ({ rng, brand }) => {
      const type = rng.pick([
        'Dikey Şarjlı Süpürge',
        'Robot Süpürge',
        'Toz Torbasız Süpürge',
        'Islak ve Kuru Süpürge',
      ]);
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
    shape: 'pot',
    kdv: 20,
    price: [1000, 25000],
    brands: ['Arzum', 'Philips', "De'Longhi", 'Karaca', 'Bosch'],
    axes: [{ attr: 'renk', values: ['Siyah', 'Beyaz', 'Kırmızı', 'Gümüş', 'Bej'], count: [1, 3] }],
    title: ({ rng, brand }) => {
      const type = rng.pick([
        ['Türk Kahvesi Makinesi', 1000, 4000],
        ['Tam Otomatik Espresso Makinesi', 12000, 25000],
        ['Filtre Kahve Makinesi', 1200, 4000],
        ['Kapsüllü Kahve Makinesi', 2500, 7000],
      ] as const);
      const series =
        brand === 'Arzum'
          ? 'Okka'
          : rng.pick(['Hatır', 'Barista', 'Aroma', 'Lattego', 'Magnifica']);
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
    shape: 'box',
    kdv: 20,
    price: [800, 9000],
    brands: ['Philips', 'Tefal', 'Arzum', 'Bosch'],
    axes: [{ attr: 'renk', values: ['Mavi', 'Mor', 'Beyaz', 'Turkuaz'], count: [1, 2] }],
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(['PerfectCare', 'Azur', 'Easy Steam', 'Pro Express'])} ${rng.pick([2200, 2400, 2600, 2800, 3000])}W ${rng.pick(['Buharlı Ütü', 'Buhar Kazanlı Ütü', 'El Buharlı Ütü'])}`,
    features: [
      'Kireç önleme sistemi',
      'Dikey buhar ile asılı giysileri ütüleme',
      'Seramik taban',
      'Otomatik kapanma',
    ],
  },
];
