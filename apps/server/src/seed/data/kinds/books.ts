import { PASTELS, type GeneratedKind } from './types.ts';

/** [title, author, pages, publishers] */
type Book = readonly [string, string, number, readonly string[]];

const CLASSIC_PUBLISHERS = [
  'İş Bankası Kültür Yayınları',
  'Can Yayınları',
  'Yapı Kredi Yayınları',
  'Everest Yayınları',
];

const NOVELS: Book[] = [
  ['Kürk Mantolu Madonna', 'Sabahattin Ali', 160, ['Yapı Kredi Yayınları']],
  ['İçimizdeki Şeytan', 'Sabahattin Ali', 272, ['Yapı Kredi Yayınları']],
  ['İnce Memed 1', 'Yaşar Kemal', 436, ['Yapı Kredi Yayınları']],
  ['Tutunamayanlar', 'Oğuz Atay', 724, ['İletişim Yayınları']],
  ['Saatleri Ayarlama Enstitüsü', 'Ahmet Hamdi Tanpınar', 382, ['Dergah Yayınları']],
  ['Huzur', 'Ahmet Hamdi Tanpınar', 392, ['Dergah Yayınları']],
  ['Çalıkuşu', 'Reşat Nuri Güntekin', 544, ['İnkılap Kitabevi']],
  ['Aşk-ı Memnu', 'Halit Ziya Uşaklıgil', 480, ['Can Yayınları', 'İş Bankası Kültür Yayınları']],
  ['Yaban', 'Yakup Kadri Karaosmanoğlu', 216, ['İletişim Yayınları']],
  ['Kuyucaklı Yusuf', 'Sabahattin Ali', 232, ['Yapı Kredi Yayınları']],
  ['Masumiyet Müzesi', 'Orhan Pamuk', 592, ['Yapı Kredi Yayınları']],
  ['Benim Adım Kırmızı', 'Orhan Pamuk', 472, ['Yapı Kredi Yayınları']],
  ['Suç ve Ceza', 'Fyodor Dostoyevski', 687, CLASSIC_PUBLISHERS],
  ['Sefiller', 'Victor Hugo', 1724, CLASSIC_PUBLISHERS],
  ['Simyacı', 'Paulo Coelho', 188, ['Can Yayınları']],
  ['Dönüşüm', 'Franz Kafka', 80, CLASSIC_PUBLISHERS],
  ['Fareler ve İnsanlar', 'John Steinbeck', 120, ['Sel Yayıncılık']],
  ['Bülbülü Öldürmek', 'Harper Lee', 360, ['Sel Yayıncılık']],
  ['1984', 'George Orwell', 352, ['Can Yayınları']],
  ['Hayvan Çiftliği', 'George Orwell', 152, ['Can Yayınları']],
  ['Anna Karenina', 'Lev Tolstoy', 1072, CLASSIC_PUBLISHERS],
  ['Yüzyıllık Yalnızlık', 'Gabriel García Márquez', 464, ['Can Yayınları']],
];

const STORIES: Book[] = [
  ['Sait Faik Bütün Eserleri: Semaver', 'Sait Faik Abasıyanık', 128, ['Yapı Kredi Yayınları']],
  ['Kağnı', 'Sabahattin Ali', 136, ['Yapı Kredi Yayınları']],
  ['Ses', 'Sabahattin Ali', 120, ['Yapı Kredi Yayınları']],
  ['Korkuyu Beklerken', 'Oğuz Atay', 184, ['İletişim Yayınları']],
  ['Bir Düğün Gecesi', 'Adalet Ağaoğlu', 304, ['Everest Yayınları']],
  ['Benim Üzerime Basma', 'Sait Faik Abasıyanık', 120, ['Yapı Kredi Yayınları']],
];

const POETRY: Book[] = [
  ['Memleketimden İnsan Manzaraları', 'Nazım Hikmet', 528, ['Yapı Kredi Yayınları']],
  ['Otuz Beş Yaş', 'Cahit Sıtkı Tarancı', 176, ['Can Yayınları']],
  ['Kuvâyi Milliye', 'Nazım Hikmet', 128, ['Yapı Kredi Yayınları']],
  ['Bütün Şiirleri', 'Orhan Veli Kanık', 264, ['Yapı Kredi Yayınları']],
  ['Gök Kubbemiz', 'Yahya Kemal Beyatlı', 120, ['İstanbul Fetih Cemiyeti']],
  ['Sevda Sözleri', 'Cemal Süreya', 488, ['Yapı Kredi Yayınları']],
];

const CHILDREN: Book[] = [
  ['Küçük Prens', 'Antoine de Saint-Exupéry', 112, CLASSIC_PUBLISHERS],
  ['Şeker Portakalı', 'José Mauro de Vasconcelos', 200, ['Can Yayınları']],
  ['Pal Sokağı Çocukları', 'Ferenc Molnár', 224, CLASSIC_PUBLISHERS],
  ["Charlie'nin Çikolata Fabrikası", 'Roald Dahl', 192, ['Can Yayınları']],
  ['Pollyanna', 'Eleanor H. Porter', 256, CLASSIC_PUBLISHERS],
  ['Harry Potter ve Felsefe Taşı', 'J. K. Rowling', 276, ['Yapı Kredi Yayınları']],
  ['Momo', 'Michael Ende', 304, ['Pegasus Yayınları']],
  ['Beyaz Diş', 'Jack London', 272, CLASSIC_PUBLISHERS],
];

const SELF_HELP: Book[] = [
  ['Atomik Alışkanlıklar', 'James Clear', 352, ['Pegasus Yayınları']],
  ['Akış', 'Mihaly Csikszentmihalyi', 416, ['Buzdağı Yayınevi']],
  ['İnsan Ne ile Yaşar', 'Lev Tolstoy', 96, CLASSIC_PUBLISHERS],
  ['Bilinçaltının Gücü', 'Joseph Murphy', 256, ['Olimpos Yayınları']],
  ['Düşünceler', 'Marcus Aurelius', 200, CLASSIC_PUBLISHERS],
  ['Zihin Bir Bahçedir', 'Tülin Aksoy', 184, ['Timaş Yayınları']],
];

const HISTORY: Book[] = [
  [
    'Nutuk',
    'Mustafa Kemal Atatürk',
    608,
    ['İş Bankası Kültür Yayınları', 'Yapı Kredi Yayınları', 'Everest Yayınları'],
  ],
  ['Osmanlı İmparatorluğu Klasik Çağ', 'Halil İnalcık', 336, ['Yapı Kredi Yayınları']],
  ['Türklerin Tarihi', 'İlber Ortaylı', 272, ['Timaş Yayınları']],
  ['Bir Ömür Nasıl Yaşanır?', 'İlber Ortaylı', 216, ['Kronik Kitap']],
  ['Sapiens', 'Yuval Noah Harari', 412, ['Kolektif Kitap']],
  ['Tüfek, Mikrop ve Çelik', 'Jared Diamond', 592, ['Pegasus Yayınları']],
];

function pagesBucket(pages: number): string {
  if (pages <= 100) return '100 ve altı';
  if (pages <= 200) return '101–200';
  if (pages <= 300) return '201–300';
  if (pages <= 400) return '301–400';
  if (pages <= 600) return '401–600';
  return '600 üzeri';
}

/** Books: one variant; the edition (cover) makes titles differ. */
function bookKind(key: string, books: Book[], price: readonly [number, number]): GeneratedKind {
  const publishers = [...new Set(books.flatMap((b) => b[3]))];
  return {
    key,
    illustration: key === 'children-book' ? 'children-book' : 'book',
    kdv: 10,
    price,
    brands: publishers,
    specs: {
      'kapak-tipi': ['Karton Kapak', 'Karton Kapak', 'Ciltli', 'Cep Boy'],
      'sayfa-sayisi': ['101–200'],
    },
    title: ({ rng, brand, spec }) => {
      const own = books.filter((b) => b[3].includes(brand));
      const [name, author, pages] = rng.pick(own.length > 0 ? own : books);
      const cover = spec('kapak-tipi');
      const edition = cover === 'Karton Kapak' ? '' : ` (${cover})`;
      const factor = cover === 'Ciltli' ? 1.8 : cover === 'Cep Boy' ? 0.6 : 1;
      const base = Math.min(price[1], Math.max(price[0], 80 + pages * 0.35));
      return {
        title: `${brand} ${name}${edition} – ${author}`,
        price: [base * factor * 0.9, base * factor * 1.15],
        specs: { 'sayfa-sayisi': pagesBucket(pages) },
        details: [`Yazar: ${author}`, `Yayınevi: ${brand}`, `Sayfa sayısı: ${pages}`],
      };
    },
    variation: (rng) => `${rng.int(2, 60)}. Baskı`,
    features: [
      'Türkçe baskı',
      '1. hamur kâğıt',
      'Okuma listelerinin vazgeçilmezi',
      'Özenli çeviri ve editörlük',
      'Ücretsiz kitap ayracı ile',
    ],
    palette: PASTELS,
  };
}

export const bookKinds: GeneratedKind[] = [
  bookKind('novel', NOVELS, [80, 450]),
  bookKind('stories', STORIES, [80, 250]),
  bookKind('poetry', POETRY, [80, 300]),
  bookKind('children-book', CHILDREN, [80, 300]),
  bookKind('self-help', SELF_HELP, [90, 350]),
  bookKind('history', HISTORY, [100, 400]),
];
