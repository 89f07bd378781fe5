import { describe, expect, it } from 'vitest';
import {
  ABUSE_REFUSED,
  acceptText,
  CONTACT_DETAIL,
  CONTACT_REFUSED,
  foldTurkish,
  HTML_REFUSED,
  moderateText,
  type Refusal,
  type TextKind,
} from './text-moderation.ts';

// The moderation table: every rule with Turkish examples that must pass and must be refused.
const cases: [string, TextKind, Refusal | null][] = [
  // Honest questions, answers and messages.
  ['Bu ürünün garantisi kaç yıl?', 'question', null],
  ['Şikayetim var: kargo üç gündür yola çıkmadı.', 'message', null],
  ['Merhaba, 44 numara kalıbı dar mı geliyor?', 'question', null],
  ['Ürün 2 yıl resmi distribütör garantilidir, faturası kutudadır.', 'answer', null],
  ['#26112634000012 numaralı siparişim ne zaman kargoya verilir?', 'message', null],
  ['Fiyatı 1.299,90 TL, 5 taksit seçeneği var mı?', 'question', null],
  ['Mal kabul ettik, yarın kargoda.', 'message', null],
  ['Instagram’da gördüm, aynı renk mi?', 'question', null],
  ['Evet', 'message', null],
  ['Ölçüler 120 x 60 x 75 cm, ağırlık 18 kg.', 'answer', null],
  // Lengths.
  ['Var mı?', 'question', 'too_short'],
  ['Teşekkür', 'answer', 'too_short'],
  ['   ', 'message', 'too_short'],
  ['a'.repeat(2001), 'message', 'too_long'],
  ['Çok güzel ürün. '.repeat(130), 'question', 'too_long'],
  // HTML.
  ['<b>Acil</b> cevap verir misiniz?', 'question', 'html'],
  ['Merhaba <script>alert(1)</script>', 'message', 'html'],
  ['Resim: <img src=x onerror=alert(1)>', 'message', 'html'],
  // Phone numbers.
  ['Beni 0532 123 45 67 numarasından arayın.', 'message', 'phone'],
  ['Whats için: +90 (532) 123-45-67', 'message', 'phone'],
  ['05321234567 ara lütfen', 'message', 'phone'],
  ['Mağaza hattımız 0212 555 12 34, oradan sipariş verin.', 'answer', 'phone'],
  ['Numaram 532.123.45.67 yazın bana', 'message', 'phone'],
  // E-mail addresses.
  ['Fatura için ayse.yilmaz@gmail.com adresine yazın.', 'message', 'email'],
  ['Mail: satis (at) dukkan.com.tr üzerinden dönüş yaparım.', 'answer', 'email'],
  ['İletişim: AYŞE@ÖRNEK.COM', 'message', 'email'],
  // Web addresses.
  ['Daha ucuzu https://baska-site.example.com/urun sayfasında', 'message', 'url'],
  ['www.dukkanim.com adresinden alırsanız indirim yaparım', 'answer', 'url'],
  ['Sitemiz ucuzdukkan.com.tr, oradan bakın.', 'message', 'url'],
  // IBANs.
  ['Parayı TR33 0006 1005 1978 6457 8413 26 hesabına yatırın.', 'message', 'iban'],
  ['IBAN: TR330006100519786457841326 havale yaparsanız kargo bedava', 'answer', 'iban'],
  // Social handles.
  ['Instagram: @carsi_dukkan hesabımızdan yazın.', 'message', 'social'],
  ['Bize @ege.zeytin üzerinden ulaşın.', 'answer', 'social'],
  ['WhatsApp’tan yazarsanız daha hızlı dönerim.', 'message', 'social'],
  ['Telegram grubumuza katılın, fiyatlar orada.', 'message', 'social'],
  // Banned words, matched on folded text: ŞIKE and sike are one word.
  ['Bu maç ŞIKE gibi bir satış olmuş!', 'message', 'abuse'],
  ['bu ne sike iş arkadaşım', 'message', 'abuse'],
  ['Şıke yapmayın bize böyle.', 'question', 'abuse'],
  ['Siktir git dolandırıcı', 'message', 'abuse'],
  ['S.İ.K.T.İ.R olup gidin buradan', 'message', 'abuse'],
  ['Orospuluk yapmayın, paramı verin', 'message', 'abuse'],
  ['Şerefsizler ürünü göndermediniz', 'message', 'abuse'],
  ['GERİZEKALI mısınız, yanlış ürün gelmiş', 'question', 'abuse'],
  ['Salak mısın kardeşim yanlış ürün yolladın', 'message', 'abuse'],
  ['sııııktir git', 'message', 'abuse'],
];

describe('text moderation (Turkish table)', () => {
  it.each(cases)('%s (%s) → %s', (text, kind, refusal) => {
    const v = moderateText(text, kind);
    if (refusal === null) expect(v, JSON.stringify(v)).toMatchObject({ ok: true });
    else expect(v, JSON.stringify(v)).toMatchObject({ ok: false, refusal });
  });

  it('refuses every kind of contact detail with the one reason', () => {
    for (const [text, kind, refusal] of cases)
      if (refusal && ['phone', 'email', 'url', 'iban', 'social'].includes(refusal)) {
        const v = moderateText(text, kind);
        expect(v.ok).toBe(false);
        if (!v.ok) {
          expect(v.detail).toBe(CONTACT_DETAIL);
          expect(v.detail.startsWith(CONTACT_REFUSED)).toBe(true);
        }
      }
  });

  it('folds the Turkish letters both ways', () => {
    expect(foldTurkish('ŞIKE')).toBe('sike');
    expect(foldTurkish('şike')).toBe('sike');
    expect(foldTurkish('IĞDIR İzmir Çiçek Göz Üzüm')).toBe('igdir izmir cicek goz uzum');
  });

  it('answers a refusal as a 400 on the named field, trims what it accepts', () => {
    expect(acceptText('  Kargo ne zaman çıkar?  ', 'question', 'body')).toBe(
      'Kargo ne zaman çıkar?',
    );
    expect(() => acceptText('<i>merhaba dünya</i>', 'answer')).toThrow(HTML_REFUSED);
    try {
      acceptText('sike sike', 'message', 'text');
      expect.unreachable();
    } catch (err) {
      expect(err).toMatchObject({
        statusCode: 400,
        detail: ABUSE_REFUSED,
        fieldErrors: { text: [ABUSE_REFUSED] },
      });
    }
  });
});
