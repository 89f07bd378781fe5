// Product attributes and their allowed values. Colours carry a swatch hex.

export type AttrKey =
  | 'renk'
  | 'beden'
  | 'ayakkabi-numarasi'
  | 'hafiza'
  | 'ram'
  | 'ekran-boyutu'
  | 'islemci'
  | 'baglanti'
  | 'kasa-boyutu'
  | 'materyal'
  | 'desen'
  | 'kalip'
  | 'hacim'
  | 'agirlik'
  | 'cilt-tipi'
  | 'sayfa-sayisi'
  | 'kapak-tipi'
  | 'yas-grubu'
  | 'mevsim'
  | 'parca-sayisi'
  | 'garanti';

export interface AttributeValueDef {
  value: string;
  hex?: string;
}

export interface AttributeDef {
  key: AttrKey;
  name: string;
  values: AttributeValueDef[];
}

const plain = (...values: string[]): AttributeValueDef[] => values.map((value) => ({ value }));

export const ATTRIBUTES: AttributeDef[] = [
  {
    key: 'renk',
    name: 'Renk',
    values: [
      { value: 'Siyah', hex: '#1f1f1f' },
      { value: 'Beyaz', hex: '#f7f7f5' },
      { value: 'Gri', hex: '#8d939c' },
      { value: 'Kırmızı', hex: '#d0312d' },
      { value: 'Bordo', hex: '#7b1e2b' },
      { value: 'Pembe', hex: '#f2a7c3' },
      { value: 'Mor', hex: '#7b4fa0' },
      { value: 'Lila', hex: '#c8a2d8' },
      { value: 'Lacivert', hex: '#1d2f5a' },
      { value: 'Mavi', hex: '#2f7fd8' },
      { value: 'Turkuaz', hex: '#2bb6c4' },
      { value: 'Yeşil', hex: '#2e9a57' },
      { value: 'Haki', hex: '#6b6f4e' },
      { value: 'Sarı', hex: '#f2c94c' },
      { value: 'Turuncu', hex: '#f2792c' },
      { value: 'Kahverengi', hex: '#7a5235' },
      { value: 'Bej', hex: '#e3d5b8' },
      { value: 'Ekru', hex: '#f0e9d6' },
      { value: 'Gümüş', hex: '#c4c7cc' },
      { value: 'Altın', hex: '#d4af37' },
    ],
  },
  { key: 'beden', name: 'Beden', values: plain('XS', 'S', 'M', 'L', 'XL', 'XXL') },
  {
    key: 'ayakkabi-numarasi',
    name: 'Ayakkabı Numarası',
    values: plain('36', '37', '38', '39', '40', '41', '42', '43', '44', '45'),
  },
  {
    key: 'hafiza',
    name: 'Hafıza',
    values: plain('64 GB', '128 GB', '256 GB', '512 GB', '1 TB', '2 TB'),
  },
  {
    key: 'ram',
    name: 'RAM',
    values: plain('4 GB', '6 GB', '8 GB', '12 GB', '16 GB', '24 GB', '32 GB'),
  },
  {
    key: 'ekran-boyutu',
    name: 'Ekran Boyutu',
    values: plain(
      '6,1 inç',
      '6,5 inç',
      '6,7 inç',
      '11 inç',
      '13,3 inç',
      '14 inç',
      '15,6 inç',
      '16 inç',
      '24 inç',
      '27 inç',
      '32 inç',
      '43 inç',
      '50 inç',
      '55 inç',
      '65 inç',
      '75 inç',
    ),
  },
  {
    key: 'islemci',
    name: 'İşlemci',
    values: plain(
      'Intel Core i5',
      'Intel Core i7',
      'Intel Core Ultra 7',
      'AMD Ryzen 5',
      'AMD Ryzen 7',
      'Apple M3',
      'Apple M4',
    ),
  },
  {
    key: 'baglanti',
    name: 'Bağlantı',
    values: plain('Bluetooth', 'Kablolu', 'Kablosuz (2.4 GHz)', 'Wi-Fi'),
  },
  {
    key: 'kasa-boyutu',
    name: 'Kasa Boyutu',
    values: plain('40 mm', '41 mm', '42 mm', '44 mm', '45 mm', '46 mm'),
  },
  {
    key: 'materyal',
    name: 'Materyal',
    values: plain(
      'Pamuk',
      'Keten',
      'Viskon',
      'Polyester',
      'Yün',
      'Saten',
      'Ranforce',
      'Deri',
      'Süet',
      'Paslanmaz Çelik',
      'Granit',
      'Döküm',
      'Porselen',
      'Cam',
      'Ahşap',
      'Metal',
      'Plastik',
      'Silikon',
      'Kumaş',
      'Alüminyum',
      'Seramik',
      'Naylon',
    ),
  },
  {
    key: 'desen',
    name: 'Desen',
    values: plain('Düz', 'Çiçekli', 'Çizgili', 'Ekose', 'Baskılı', 'Puantiyeli'),
  },
  {
    key: 'kalip',
    name: 'Kalıp',
    values: plain('Slim Fit', 'Regular Fit', 'Oversize', 'Relaxed Fit'),
  },
  {
    key: 'hacim',
    name: 'Hacim',
    values: plain(
      '30 ml',
      '50 ml',
      '75 ml',
      '100 ml',
      '150 ml',
      '200 ml',
      '250 ml',
      '400 ml',
      '500 ml',
      '750 ml',
      '1 L',
      '2 L',
      '4 L',
      '5 L',
    ),
  },
  {
    key: 'agirlik',
    name: 'Ağırlık',
    values: plain('250 g', '500 g', '1 kg', '2 kg', '2,5 kg', '5 kg'),
  },
  {
    key: 'cilt-tipi',
    name: 'Cilt Tipi',
    values: plain('Tüm Cilt Tipleri', 'Kuru Cilt', 'Yağlı Cilt', 'Karma Cilt', 'Hassas Cilt'),
  },
  {
    key: 'sayfa-sayisi',
    name: 'Sayfa Sayısı',
    values: plain('100 ve altı', '101–200', '201–300', '301–400', '401–600', '600 üzeri'),
  },
  { key: 'kapak-tipi', name: 'Kapak Tipi', values: plain('Karton Kapak', 'Ciltli', 'Cep Boy') },
  {
    key: 'yas-grubu',
    name: 'Yaş Grubu',
    values: plain(
      '0-3 Ay',
      '3-6 Ay',
      '6-9 Ay',
      '9-12 Ay',
      '12-18 Ay',
      '18-24 Ay',
      '2-3 Yaş',
      '3-5 Yaş',
      '5-7 Yaş',
      '7-9 Yaş',
      '9-11 Yaş',
      '12+ Yaş',
    ),
  },
  { key: 'mevsim', name: 'Mevsim', values: plain('Yaz', 'Kış', 'Dört Mevsim') },
  {
    key: 'parca-sayisi',
    name: 'Parça Sayısı',
    values: plain(
      '3 Parça',
      '5 Parça',
      '7 Parça',
      '9 Parça',
      '12 Parça',
      '24 Parça',
      '53 Parça',
      '500 Parça',
      '1000 Parça',
    ),
  },
  { key: 'garanti', name: 'Garanti Süresi', values: plain('1 Yıl', '2 Yıl', '3 Yıl') },
];

export const ATTRIBUTE_BY_KEY = new Map(ATTRIBUTES.map((a) => [a.key, a]));

/** Readable text on a swatch-coloured background. */
export function contrastColour(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const r = (n >> 16) & 255;
  const g = (n >> 8) & 255;
  const b = n & 255;
  const luminance = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
  return luminance > 0.62 ? '#1f2933' : '#ffffff';
}
