// Kinds whose products are the photographed items of data/photos: the kind gives the category's
// attributes (variant axes first) and the description's feature lines; each item gives its own
// title, brand, price, colours, sizes and photos.
import { ALL_SHOE_SIZES, SIZES, type PhotoKind } from './types.ts';

const APPAREL_COLOURS = [
  'Siyah',
  'Beyaz',
  'Gri',
  'Kırmızı',
  'Bordo',
  'Pembe',
  'Mor',
  'Lila',
  'Lacivert',
  'Mavi',
  'Yeşil',
  'Haki',
  'Sarı',
  'Turuncu',
  'Kahverengi',
] as const;

const apparel = (key: string, features: readonly string[]): PhotoKind => ({
  key,
  photos: true,
  kdv: 10,
  axes: [
    { attr: 'renk', values: APPAREL_COLOURS, count: [1, 3] },
    { attr: 'beden', values: SIZES, count: [4, 5], contiguous: true },
  ],
  specs: {
    materyal: ['Polyester', 'Pamuk'],
    kalip: ['Regular Fit', 'Slim Fit', 'Relaxed Fit'],
  },
  features,
});

// True of every item of the kind: the photo and the title tell the rest.
const TOPS = [
  'Ter emen, hızlı kuruyan kumaş',
  'Antrenmanda ve günlük kullanımda rahat',
  'Tene yumuşak dokunuş',
  '30 derecede yıkanabilir',
];
const OUTERWEAR = [
  'Serin havalarda antrenman ve günlük kullanım için',
  'Hareketi kısıtlamayan kesim',
  'Tene yumuşak iç yüzey',
  '30 derecede yıkanabilir',
];
const BOTTOMS = [
  'Esnek bel',
  'Hareket özgürlüğü veren esnek kumaş',
  'Ter emen, hızlı kuruyan kumaş',
  '30 derecede yıkanabilir',
];

const single = (
  key: string,
  features: readonly string[],
  extra: Partial<PhotoKind> = {},
): PhotoKind => ({ key, photos: true, kdv: 20, specs: { renk: [] }, features, ...extra });

export const photoKinds: PhotoKind[] = [
  apparel('women-sweatshirt', OUTERWEAR),
  apparel('women-jacket', OUTERWEAR),
  apparel('women-tee', TOPS),
  apparel('women-top', TOPS),
  apparel('women-leggings', BOTTOMS),
  apparel('women-shorts', BOTTOMS),
  apparel('men-sweatshirt', OUTERWEAR),
  apparel('men-jacket', OUTERWEAR),
  apparel('men-tee', TOPS),
  apparel('men-tank', TOPS),
  apparel('men-pants', BOTTOMS),
  apparel('men-shorts', BOTTOMS),
  single(
    'shoe',
    [
      'Darbe emici orta taban',
      'Nefes alan üst yüzey',
      'Kaymaz kauçuk dış taban',
      'Gün boyu rahatlık için yastıklı iç taban',
    ],
    {
      axes: [
        { attr: 'ayakkabi-numarasi', values: ALL_SHOE_SIZES, count: [4, 6], contiguous: true },
      ],
    },
  ),
  single(
    'bag',
    [
      'Dayanıklı, suya dirençli kumaş',
      'Ayarlanabilir, dolgulu askı',
      'Fermuarlı iç cep',
      'Spor salonuna, işe ve seyahate',
    ],
    { axes: [{ attr: 'renk', values: APPAREL_COLOURS, count: [1, 2] }], specs: {} },
  ),
  single(
    'accessory',
    [
      'Günlük kullanıma uygun sağlam yapı',
      '2 yıl distribütör garantisi',
      'Şık hediye kutusunda',
      'Sporda ve şehirde',
    ],
    { specs: { renk: [], materyal: [] } },
  ),
  single(
    'outdoor-jacket',
    [
      'Su geçirmez ve nefes alan dış katman',
      'Ayarlanabilir kapüşon',
      'Bantlanmış dikişler',
      'Soğuk havada üstün ısı yalıtımı',
    ],
    { axes: [{ attr: 'beden', values: SIZES, count: [4, 5], contiguous: true }] },
  ),
  single(
    'hiking-shoe',
    [
      'Su geçirmez membran',
      'Derin dişli, kaymaz taban',
      'Bileği destekleyen yapı',
      'Uzun yürüyüşlerde konfor',
    ],
    {
      axes: [
        { attr: 'ayakkabi-numarasi', values: ALL_SHOE_SIZES, count: [4, 6], contiguous: true },
      ],
    },
  ),
  single('tent', [
    'Kolay ve hızlı kurulum',
    'Su geçirmez dış tente',
    'Havalandırma pencereleri',
    'Taşıma çantası dahil',
  ]),
  single('backpack', [
    'Suya dayanıklı kumaş',
    'Dolgulu, ayarlanabilir omuz askıları',
    'Çok sayıda bölme ve cep',
    'Sırtı terletmeyen havalandırmalı panel',
  ]),
  single('trekking', [
    'Hafif ve dayanıklı',
    'Zorlu arazide güvenli kullanım',
    'Kolay ayarlanır',
    'Taşıması kolay, kompakt yapı',
  ]),
  single('navigation', [
    'Dahili GPS ve pusula',
    'Uzun pil ömrü',
    'Suya ve darbeye dayanıklı gövde',
    'Rota kaydı ve geri dönüş yönlendirmesi',
  ]),
  single('winter-sport', [
    'Her seviyeye uygun',
    'Dayanıklı ahşap çekirdek',
    'Kenarlarda çelik koruma',
    'Pist ve pist dışı kullanım için',
  ]),
  single('goggles', [
    'Buğulanmayı önleyen çift cam',
    '%100 UV koruması',
    'Kask uyumlu ayarlanabilir bant',
    'Yumuşak köpük yüz dolgusu',
  ]),
  single('climbing', [
    'Yüksek dayanımlı malzeme',
    'CE ve UIAA standartlarına uygun',
    'Ayarlanabilir ve rahat',
    'Kaya ve salon tırmanışı için',
  ]),
  single('cycling', [
    'Hafif ve aerodinamik tasarım',
    'Ayarlanabilir iç çember',
    'Havalandırma kanalları',
    'EN 1078 güvenlik standardı',
  ]),
  single(
    'fitness',
    [
      'Evde ve salonda kullanım için',
      'Kaymaz, tutuşu kolay yüzey',
      'Dayanıklı malzeme',
      'Egzersiz rehberi ile',
    ],
    { axes: [{ attr: 'renk', values: APPAREL_COLOURS, count: [1, 3] }], specs: {} },
  ),
  single('ball', [
    'Dayanıklı dış yüzey',
    'Resmi ölçü ve ağırlıkta',
    'İç ve dış mekânda kullanım',
    'Şekil ve basıncını korur',
  ]),
  single(
    'computer',
    [
      '2 yıl distribütör garantisi',
      'Türkçe klavye ve menü',
      'Hızlı SSD depolama',
      'Kutu içeriği: güç adaptörü ve belgeler',
    ],
    { specs: { renk: [], ram: [], hafiza: [], 'ekran-boyutu': [], islemci: [] } },
  ),
  single(
    'pc-parts',
    ['2 yıl distribütör garantisi', 'Kolay kurulum', 'Yüksek performans', 'Orijinal kutusunda'],
    { specs: { renk: [], ram: [], hafiza: [], 'ekran-boyutu': [] } },
  ),
  single(
    'peripheral',
    ['Tak-çalıştır kullanım', 'Windows ve macOS ile uyumlu', 'Dayanıklı yapı', '2 yıl garanti'],
    { specs: { renk: [], baglanti: [] } },
  ),
  single('camera', [
    'Koleksiyonerler ve fotoğraf meraklıları için',
    'Kontrol edilmiş, çalışır durumda',
    'Orijinal kayışıyla',
    'Özenli paketleme ile gönderim',
  ]),
  single('camera-accessory', [
    'Sağlam ve hafif',
    'Yaygın gövdelerle uyumlu',
    'Taşıma kılıfı dahil',
    'Net ve titreşimsiz kareler',
  ]),
  single(
    'sofa',
    [
      'Sağlam masif ahşap iskelet',
      'Yüksek yoğunluklu sünger oturum',
      'Ücretsiz kurulum',
      'Leke tutmayan kumaş',
    ],
    { specs: { renk: [], materyal: [] } },
  ),
  single(
    'chair',
    [
      'Ergonomik oturum',
      'Zemini çizmeyen keçeli ayaklar',
      'Kolay montaj',
      'Mutfakta, salonda ve ofiste',
    ],
    { specs: { renk: [], materyal: [] } },
  ),
  single(
    'table',
    ['Masif ahşap', 'Kolay montaj', 'Doğal yağ ile korunmuş yüzey', 'Küçük alanlara uygun ölçüler'],
    { specs: { renk: [], materyal: [] } },
  ),
  single(
    'decor',
    [
      'Evinize sıcak bir dokunuş',
      'Özenli el işçiliği',
      'Hediye için ideal',
      'Kırılmaya karşı özel paketleme',
    ],
    { specs: { renk: [], materyal: [] } },
  ),
  single(
    'plant',
    [
      'Saksısıyla birlikte gönderilir',
      'Bakım kartı hediye',
      'Sağlıklı, serada yetiştirilmiş',
      'Özel kutuda, kırılmadan teslim',
    ],
    { specs: {} },
  ),
  single(
    'kitchen',
    [
      'Gıdayla temasa uygun',
      'Bulaşık makinesinde yıkanabilir',
      'Günlük kullanıma dayanıklı',
      'Şık ve sade tasarım',
    ],
    { specs: { renk: [], materyal: [] } },
  ),
];
