import { DARKS, PASTELS, type GeneratedKind } from './types.ts';

export const autoKinds: GeneratedKind[] = [
  {
    key: 'dash-cam',
    illustration: 'dash-cam',
    kdv: 20,
    price: [900, 8000],
    brands: ['70mai', 'Xiaomi', 'Garmin', 'Philips'],
    specs: { baglanti: ['Wi-Fi'], garanti: ['2 Yıl'] },
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(['A500S', 'M300', 'Dash Cam Mini 2', 'Omni', 'GoSure'])} ${rng.pick(['2.7K', '4K', 'Full HD'])} ${rng.pick(['Araç İçi Kamera', 'Ön ve Arka Araç Kamerası', 'Gece Görüşlü Araç Kamerası'])}`,
    features: [
      'Park modu ile 7/24 kayıt',
      'Geniş açılı lens',
      'Telefon uygulaması ile kontrol',
      'Döngü kayıt',
    ],
    palette: DARKS,
  },
  {
    key: 'car-charger',
    illustration: 'car-phone-holder',
    kdv: 20,
    price: [150, 1500],
    brands: ['Baseus', 'Anker', 'Ttec', 'Xiaomi'],
    axes: [{ attr: 'renk', values: ['Siyah', 'Gri', 'Gümüş'], count: [1, 2] }],
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(['MagSafe Uyumlu Araç İçi Telefon Tutucu', 'Kablosuz Şarjlı Telefon Tutucu', 'Havalandırma Izgarası Telefon Tutucu', 'Vantuzlu Torpido Telefon Tutucu'])}`,
    features: [
      'Tüm araçlarla uyumlu',
      'Hızlı şarj desteği',
      'Tek elle kullanım',
      'Titreşimsiz sağlam tutuş',
    ],
  },
  {
    key: 'tyre',
    illustration: 'tyre',
    kdv: 20,
    price: [1800, 9000],
    brands: ['Michelin', 'Lassa', 'Pirelli', 'Bridgestone', 'Petlas', 'Continental'],
    specs: { mevsim: ['Yaz', 'Kış', 'Dört Mevsim'] },
    title: ({ rng, brand, spec }) => {
      const size = rng.pick([
        '185/65 R15 88H',
        '195/55 R16 87V',
        '205/55 R16 91V',
        '215/55 R17 94W',
        '225/45 R17 91Y',
        '235/55 R18 104V',
      ]);
      const line = rng.pick([
        'Primacy 4',
        'Driveways',
        'Cinturato P7',
        'Turanza 6',
        'Multi Action',
        'Snoways 4',
        'PremiumContact 7',
        'Blizzak LM005',
      ]);
      return `${brand} ${size} ${line} ${spec('mevsim') === 'Dört Mevsim' ? 'Dört Mevsim' : spec('mevsim')} Lastiği (2025)`;
    },
    features: [
      'Islak zeminde kısa fren mesafesi',
      'Düşük yuvarlanma direnci, yakıt tasarrufu',
      'Sessiz sürüş',
      '2025 üretim',
    ],
    palette: PASTELS,
  },
  {
    key: 'motor-oil',
    illustration: 'oil-can',
    kdv: 20,
    price: [350, 900],
    brands: ['Castrol', 'Shell', 'Petrol Ofisi', 'Mobil'],
    axes: [
      {
        attr: 'hacim',
        values: ['1 L', '4 L', '5 L'],
        count: [1, 3],
        contiguous: true,
        priceFactors: [1, 3.4, 4.1],
      },
    ],
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(['Edge', 'Magnatec', 'Helix Ultra', 'Maxima', 'Super 3000'])} ${rng.pick(['5W-30', '5W-40', '10W-40', '0W-20'])} ${rng.pick(['Tam Sentetik', 'Yarı Sentetik'])} Motor Yağı`,
    features: [
      'Benzinli ve dizel motorlar için',
      'Soğuk çalıştırmada üstün koruma',
      'ACEA ve API onaylı',
      'Motor temizliğini korur',
    ],
  },
  {
    key: 'car-care',
    illustration: 'spray-bottle',
    kdv: 20,
    price: [100, 900],
    brands: ['Sonax', 'Turtle Wax', 'Goodyear'],
    axes: [
      {
        attr: 'hacim',
        values: ['500 ml', '750 ml', '1 L'],
        count: [1, 2],
        contiguous: true,
        priceStep: 1.3,
      },
    ],
    title: ({ rng, brand }) =>
      `${brand} ${rng.pick(['Torpido Parlatıcı Sprey', 'Jant Temizleyici Sprey', 'Hızlı Cila Spreyi', 'Cam Temizleyici Sprey', 'Döşeme Temizleyici Sprey'])}`,
    features: [
      'Boyaya zarar vermez',
      'Parlak ve koruyucu etki',
      'Kolay uygulama',
      'Kalıcı ferah koku',
    ],
  },
  {
    key: 'car-interior',
    illustration: 'car-mat',
    kdv: 20,
    price: [300, 4000],
    brands: ['Goodyear', 'Michelin', 'Sonax'],
    axes: [{ attr: 'renk', values: ['Siyah', 'Gri', 'Bej', 'Kırmızı'], count: [1, 3] }],
    specs: { materyal: ['Kumaş', 'Plastik'] },
    title: ({ rng, brand, spec }) =>
      `${brand} ${spec('materyal')} ${rng.pick(['3D Havuzlu Oto Paspas', 'Universal Oto Paspas Seti', 'Kauçuk Oto Paspas', 'Halı Oto Paspas Seti'])}`,
    features: ['Universal ölçü, çoğu araçla uyumlu', 'Kolay takılır', 'Su geçirmez', 'Yıkanabilir'],
  },
];
