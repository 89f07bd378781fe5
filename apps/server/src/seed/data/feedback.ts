// Demo reviews and questions: masked names and believable Turkish texts.

export const FIRST_NAMES = [
  'Ayşe',
  'Mehmet',
  'Zeynep',
  'Mustafa',
  'Elif',
  'Ahmet',
  'Fatma',
  'Emre',
  'Büşra',
  'Can',
  'Gül',
  'Hakan',
  'İrem',
  'Oğuz',
  'Şeyma',
  'Ümit',
  'Çağla',
  'Burak',
  'Derya',
  'Kerem',
] as const;
export const LAST_NAMES = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Erdoğan',
  'Güneş',
] as const;

/** "Ayşe Yılmaz" → "A*** Y****": how Turkish marketplaces show a reviewer. */
export function maskName(first: string, last: string): string {
  const mask = (s: string) => `${[...s][0] ?? ''}${'*'.repeat(Math.max(2, [...s].length - 1))}`;
  return `${mask(first)} ${mask(last)}`;
}

export const REVIEW_TEXTS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'Ürün tam anlatıldığı gibi, çok memnun kaldım. Kargo da çok hızlıydı.',
    'Fiyatına göre harika bir ürün, herkese tavsiye ederim.',
    'Özenle paketlenmiş, ertesi gün elimdeydi. Satıcıya teşekkürler.',
    'İkinci kez alıyorum, kalitesinden hiç şüphem yok.',
    'Beklentimin üzerinde çıktı, gönül rahatlığıyla alabilirsiniz.',
  ],
  4: [
    'Güzel ürün, sadece kargo biraz gecikti.',
    'Kalitesi iyi, rengi fotoğraftakinden biraz farklı ama yine de beğendim.',
    'Fiyat performans ürünü, memnunum.',
    'Kullanışlı, paketleme daha özenli olabilirdi.',
  ],
  3: [
    'İdare eder, fiyatına göre fena değil.',
    'Ürün güzel ama beklediğim kadar sağlam değil.',
    'Ortalama bir ürün, daha iyisini bekliyordum.',
  ],
  2: ['Fotoğraftaki gibi değil, kalitesi düşük.', 'Kargo çok geç geldi, ürün de vasat.'],
  1: ['Ürün hasarlı geldi, iade ettim.', 'Hiç beğenmedim, tavsiye etmiyorum.'],
};

export const QUESTIONS: ReadonlyArray<{ q: string; a: string }> = [
  {
    q: 'Ürün orijinal mi, faturalı mı gönderiliyor?',
    a: 'Merhaba, ürünlerimiz orijinaldir ve faturalı olarak gönderilmektedir.',
  },
  {
    q: 'Bugün sipariş versem ne zaman kargoya verilir?',
    a: 'Merhaba, saat 15.00’e kadar verilen siparişler aynı gün kargoya teslim edilir.',
  },
  { q: 'Garanti süresi ne kadar?', a: 'Merhaba, ürün 2 yıl üretici garantilidir.' },
  {
    q: 'Hediye paketi yapılıyor mu?',
    a: 'Merhaba, sipariş notunda belirtmeniz yeterli, ücretsiz hediye paketi yapıyoruz.',
  },
  { q: 'Stok ne zaman yenilenecek?', a: 'Merhaba, yeni stoklar bu hafta içinde eklenecektir.' },
  {
    q: 'Kalıbı dar mı, bir beden büyük mü almalıyım?',
    a: 'Merhaba, kalıbı standarttır; kendi bedeninizi almanızı öneririz.',
  },
];
