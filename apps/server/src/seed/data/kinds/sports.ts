import { ALL_SHOE_SIZES, PASTELS, SIZES, type ProductKind } from './types.ts';

const SPORT_BRANDS = ['Adidas', 'Nike', 'Puma', 'Decathlon', 'Under Armour', 'Kinetix'];

export const sportsKinds: ProductKind[] = [
  {
    key: 'tracksuit',
    shape: 'shirt',
    kdv: 20,
    price: [400, 3500],
    brands: SPORT_BRANDS,
    axes: [
      {
        attr: 'renk',
        values: ['Siyah', 'Lacivert', 'Gri', 'Bordo', 'Yeşil', 'Beyaz'],
        count: [1, 3],
      },
      { attr: 'beden', values: SIZES, count: [3, 5], contiguous: true },
    ],
    specs: { materyal: ['Polyester', 'Pamuk'], kalip: ['Regular Fit', 'Slim Fit', 'Oversize'] },
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(['Essentials', 'Sportswear Club', 'Training', 'Tiro', 'Active', 'Dri-FIT'])} ${rng.pick(['Kadın', 'Erkek', 'Unisex'])} ${rng.pick(['Eşofman Takımı', 'Eşofman Altı', 'Kapüşonlu Sweatshirt', 'Spor Tayt', 'Antrenman Tişörtü', 'Koşu Şortu'])}`,
    features: [
      'Ter emen, hızlı kuruyan kumaş',
      'Esnek bel bandı',
      'Fermuarlı cepler',
      'Antrenman ve günlük kullanım için',
    ],
  },
  {
    key: 'running-shoe',
    shape: 'shoe',
    kdv: 20,
    price: [1000, 7000],
    brands: ['Nike', 'Adidas', 'New Balance', 'Skechers', 'Asics', 'Puma', 'Kinetix'],
    axes: [
      {
        attr: 'renk',
        values: ['Siyah', 'Beyaz', 'Gri', 'Mavi', 'Turuncu', 'Pembe', 'Lacivert'],
        count: [1, 3],
      },
      { attr: 'ayakkabi-numarasi', values: ALL_SHOE_SIZES, count: [4, 6], contiguous: true },
    ],
    specs: { materyal: ['Kumaş'] },
    title: ({ rng, brand }) => {
      const byBrand: Record<string, string[]> = {
        Nike: ['Pegasus 41', 'Revolution 7', 'Downshifter 13', 'Air Zoom Structure'],
        Adidas: ['Runfalcon 5', 'Duramo SL', 'Ultraboost 5', 'Galaxy 7'],
        'New Balance': ['Fresh Foam 680', '520', '574'],
        Skechers: ['Go Run Consistent', 'Arch Fit', 'Max Cushioning'],
        Asics: ['Gel-Contend 9', 'Gel-Nimbus 26', 'Jolt 4'],
        Puma: ['Velocity Nitro 3', 'Softride Pro', 'Flyer Runner'],
        Kinetix: ['Mirac', 'Wing', 'Lıntra'],
      };
      return `${brand} ${rng.pick(byBrand[brand] ?? ['Runner'])} ${rng.pick(['Kadın', 'Erkek', 'Unisex'])} ${rng.pick(['Koşu Ayakkabısı', 'Yürüyüş Ayakkabısı', 'Günlük Spor Ayakkabı'])}`;
    },
    features: [
      'Darbe emici köpük orta taban',
      'Nefes alan file üst yüzey',
      'Yol ve koşu bandı için',
      'Hafif ve esnek taban',
    ],
  },
  {
    key: 'fitness',
    shape: 'box',
    kdv: 20,
    price: [150, 4000],
    brands: ['Decathlon', 'Voit', 'Delta', 'Reebok'],
    axes: [
      { attr: 'renk', values: ['Siyah', 'Mor', 'Mavi', 'Yeşil', 'Pembe', 'Gri'], count: [1, 3] },
    ],
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(['Pro', 'Fit', 'Home', 'Core'])} ${rng.pick(['6 mm Yoga Matı', 'Ayarlanabilir Dambıl Seti 20 kg', 'Pilates Topu 65 cm', 'Direnç Bandı Seti', 'Atlama İpi', 'Kettlebell 12 kg', 'Ab Roller'])}`,
    features: [
      'Evde ve salonda kullanım için',
      'Kaymaz yüzey',
      'Dayanıklı malzeme',
      'Taşıma askısı hediyeli',
    ],
  },
  {
    key: 'camping',
    shape: 'box',
    kdv: 20,
    price: [300, 12000],
    brands: ['Decathlon', 'Coleman', 'Columbia', 'Stanley'],
    axes: [
      { attr: 'renk', values: ['Haki', 'Yeşil', 'Turuncu', 'Gri', 'Lacivert'], count: [1, 2] },
    ],
    title: ({ rng, brand }) => {
      const item = rng.pick([
        ['2 Kişilik Kamp Çadırı', 1500, 6000],
        ['4 Kişilik Aile Çadırı', 3500, 12000],
        ['Uyku Tulumu 0°C', 900, 3500],
        ['Katlanır Kamp Sandalyesi', 400, 1800],
        ['Paslanmaz Çelik Termos 1 L', 700, 2500],
        ['30 L Trekking Sırt Çantası', 900, 4500],
        ['Kamp Feneri', 300, 1200],
      ] as const);
      return {
        title: `${brand} ${rng.pick(['Quechua', 'Outdoor', 'Trail', 'Classic', 'Explorer'])} ${item[0]}`,
        price: [item[1], item[2]],
      };
    },
    features: ['Su geçirmez yüzey', 'Hafif ve kompakt', 'Kolay kurulum', 'Taşıma çantası dahil'],
  },
  {
    key: 'bicycle',
    shape: 'bike',
    kdv: 20,
    price: [6000, 45000],
    brands: ['Bisan', 'Salcano', 'Kron', 'Decathlon'],
    axes: [
      {
        attr: 'renk',
        values: ['Siyah', 'Beyaz', 'Kırmızı', 'Mavi', 'Yeşil', 'Gri'],
        count: [1, 3],
      },
    ],
    specs: { materyal: ['Alüminyum', 'Metal'] },
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(['XC', 'NG', 'Sarajevo', 'Tx', 'Riverside', 'Rockrider'])} ${rng.int(1, 9)}${rng.int(0, 9)}0 ${rng.pick(['29 Jant Dağ Bisikleti', '28 Jant Şehir Bisikleti', '20 Jant Katlanır Bisiklet', '24 Jant Genç Bisikleti', '27,5 Jant Elektrikli Bisiklet'])}`,
    features: [
      'Hidrolik disk fren',
      'Shimano vites sistemi',
      'Ön süspansiyon',
      'Yarı monte gönderilir, kurulum kılavuzu dahil',
    ],
  },
  {
    key: 'ball',
    shape: 'ball',
    kdv: 20,
    price: [200, 2500],
    brands: ['Adidas', 'Nike', 'Select', 'Molten'],
    title: ({ rng, brand }) => {
      const lines: Record<string, string[]> = {
        Adidas: [
          'Trionda League 5 Numara Futbol Topu',
          'Tiro Club 5 Numara Futbol Topu',
          'Halı Saha 4 Numara Futsal Topu',
        ],
        Nike: [
          'Strike 5 Numara Futbol Topu',
          'Pitch 5 Numara Futbol Topu',
          'Everyday 7 Numara Basketbol Topu',
        ],
        Select: [
          'Brillant Super 5 Numara Futbol Topu',
          'Futsal Master 4 Numara Futsal Topu',
          'Classic 5 Numara Futbol Topu',
        ],
        Molten: [
          'V5M5000 5 Numara Voleybol Topu',
          'BG3800 7 Numara Basketbol Topu',
          'V5M4000 5 Numara Voleybol Topu',
        ],
      };
      return `${brand} ${rng.pick(lines[brand] ?? ['5 Numara Futbol Topu'])}`;
    },
    features: [
      'FIFA Quality onaylı',
      'Dikişsiz termal yapıştırma',
      'Çim ve halı saha için',
      'Yüksek hava tutma',
    ],
    palette: PASTELS,
  },
];
