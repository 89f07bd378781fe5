import { CARGO_COMPANIES, formatMoney, RETURN_WINDOW_DAYS } from '@carsi/shared';
import type { Basket } from './basket.service.ts';

/**
 * The Ön Bilgilendirme Formu and the Mesafeli Satış Sözleşmesi (Law 6502 and the Distance
 * Contracts Regulation) written for one basket: the sellers, the buyer, every line with its
 * price including KDV, delivery and the right of withdrawal. Both texts are stored with the order
 * exactly as shown.
 */

export interface AgreementParty {
  name: string;
  address: string;
  phone: string;
  email: string;
}

const PLATFORM =
  'Çarşı Elektronik Ticaret A.Ş. (aracı hizmet sağlayıcı), Maslak Mah. Büyükdere Cad. No: 255, Sarıyer/İstanbul, destek@carsi.com.tr';

const day = (iso: string) =>
  new Intl.DateTimeFormat('tr-TR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

function sellersBlock(b: Basket): string {
  return b.packages
    .map(
      (p) =>
        `Satıcı: ${p.seller.legal_name} (${p.seller.name}) — ${p.seller.tax_office}, VKN ${p.seller.tax_number}; ${p.seller.city}` +
        (p.seller.phone ? `; Tel: ${p.seller.phone}` : '') +
        (p.seller.email ? `; E-posta: ${p.seller.email}` : ''),
    )
    .join('\n');
}

function linesBlock(b: Basket): string {
  return b.packages
    .flatMap((p) =>
      p.lines.map(
        (l) =>
          `• ${l.title}${l.variant_label ? ` (${l.variant_label})` : ''} — ${l.quantity} adet × ${formatMoney(l.unit_price)} = ${formatMoney(l.line_total)} (KDV %${l.kdv_rate} dahil) — Satıcı: ${p.seller.name}`,
      ),
    )
    .join('\n');
}

function deliveryBlock(b: Basket): string {
  return b.packages
    .map(
      (p) =>
        `${p.seller.name}: ${CARGO_COMPANIES[p.cargo_company].name} ile, kargo ücreti ${p.shipping_fee === 0 ? 'ücretsiz' : formatMoney(p.shipping_fee)}; tahmini teslimat ${day(p.estimated_from)} – ${day(p.estimated_to)}.`,
    )
    .join('\n');
}

function totalsBlock(b: Basket, payment: string): string {
  return [
    `Ürünler toplamı: ${formatMoney(b.items_total)}`,
    b.discount_total > 0 ? `İndirim: −${formatMoney(b.discount_total)}` : null,
    `Kargo: ${b.shipping_total === 0 ? 'Ücretsiz' : formatMoney(b.shipping_total)}`,
    `Ödenecek toplam tutar (KDV dahil): ${formatMoney(b.grand_total)}`,
    `Ödeme şekli: ${payment}`,
  ]
    .filter(Boolean)
    .join('\n');
}

export function preInformationText(b: Basket, buyer: AgreementParty, payment: string): string {
  return [
    'ÖN BİLGİLENDİRME FORMU',
    `1. SATICI BİLGİLERİ\n${sellersBlock(b)}\nAracı hizmet sağlayıcı: ${PLATFORM}`,
    `2. ALICI BİLGİLERİ\nAd Soyad: ${buyer.name}\nTeslimat adresi: ${buyer.address}\nTelefon: ${buyer.phone}\nE-posta: ${buyer.email}`,
    `3. SÖZLEŞME KONUSU ÜRÜNLER\n${linesBlock(b)}`,
    `4. FİYAT VE ÖDEME\n${totalsBlock(b, payment)}\nFiyatlara KDV dahildir. Taksitli ödemelerde bankanızın uyguladığı vade farkı kartınızdan ayrıca tahsil edilir.`,
    `5. TESLİMAT\n${deliveryBlock(b)}\nÜrünler, sipariş tarihinden itibaren en geç 30 gün içinde teslim edilir.`,
    `6. CAYMA HAKKI\nAlıcı, ürünü teslim aldığı günden itibaren ${RETURN_WINDOW_DAYS} gün içinde hiçbir gerekçe göstermeksizin ve cezai şart ödemeksizin sözleşmeden cayma hakkına sahiptir. Cayma bildirimi "Siparişlerim" sayfasındaki "İade talebi oluştur" adımıyla yapılır. Cayma hakkının kullanılmasından itibaren en geç 14 gün içinde ödenen tutar, ödemenin yapıldığı yönteme (veya alıcının tercihiyle Çarşı Cüzdan'a) iade edilir. Alıcının özel istekleri doğrultusunda hazırlanan, çabuk bozulan, ambalajı açılmış hijyen ürünleri ve tek kullanımlık ürünlerde cayma hakkı kullanılamaz (Mesafeli Sözleşmeler Yönetmeliği m. 15).`,
    '7. ŞİKÂYET VE İTİRAZ\nAlıcı, şikâyet ve itirazlarını Ticaret Bakanlığınca her yıl belirlenen parasal sınırlar dahilinde, mal veya hizmeti satın aldığı veya ikametgâhının bulunduğu yerdeki Tüketici Hakem Heyetine ya da Tüketici Mahkemesine yapabilir.',
  ].join('\n\n');
}

export function distanceSalesText(
  b: Basket,
  buyer: AgreementParty,
  payment: string,
  date: Date,
): string {
  const today = new Intl.DateTimeFormat('tr-TR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Istanbul',
  }).format(date);
  return [
    'MESAFELİ SATIŞ SÖZLEŞMESİ',
    `MADDE 1 — TARAFLAR\nSATICI:\n${sellersBlock(b)}\nALICI: ${buyer.name}, ${buyer.address}, Tel: ${buyer.phone}, E-posta: ${buyer.email}\nARACI HİZMET SAĞLAYICI: ${PLATFORM}`,
    'MADDE 2 — KONU\nİşbu sözleşmenin konusu, ALICI’nın Çarşı internet sitesi üzerinden elektronik ortamda siparişini verdiği aşağıda nitelikleri ve satış fiyatı belirtilen ürünlerin satışı ve teslimi ile ilgili olarak 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği hükümleri gereğince tarafların hak ve yükümlülüklerinin belirlenmesidir.',
    `MADDE 3 — ÜRÜNLER VE BEDEL\n${linesBlock(b)}\n${totalsBlock(b, payment)}`,
    `MADDE 4 — TESLİMAT\n${deliveryBlock(b)}\nTeslimat, ALICI’nın bildirdiği adrese yapılır. Teslim anında ALICI’nın adreste bulunmaması halinde SATICI edimini yerine getirmiş sayılır; kargo şubesinde bekleyen ürün ALICI tarafından teslim alınabilir.`,
    `MADDE 5 — CAYMA HAKKI\nALICI, ürünün kendisine veya gösterdiği üçüncü kişiye tesliminden itibaren ${RETURN_WINDOW_DAYS} gün içinde cayma hakkını kullanabilir. Cayma hakkının kullanılması halinde ürün, SATICI’nın anlaşmalı kargo şirketiyle ücretsiz olarak geri gönderilir ve bedel 14 gün içinde iade edilir.`,
    'MADDE 6 — GENEL HÜKÜMLER\nALICI, ön bilgilendirme formunu okuyup bilgi sahibi olduğunu ve elektronik ortamda gerekli teyidi verdiğini kabul eder. Ürünün teslimatından sonra ödeme aracının yetkisiz kişilerce haksız kullanılması halinde bedel ilgili kuruluş tarafından SATICI’ya ödenmezse, ALICI ürünü SATICI’ya iade etmekle yükümlüdür.',
    'MADDE 7 — UYUŞMAZLIKLAR\nİşbu sözleşmeden doğan uyuşmazlıklarda Ticaret Bakanlığınca ilan edilen değere kadar Tüketici Hakem Heyetleri, üzerindeki uyuşmazlıklarda Tüketici Mahkemeleri yetkilidir.',
    `MADDE 8 — YÜRÜRLÜK\nALICI’nın siparişi onaylamasıyla işbu sözleşme ${today} tarihinde elektronik ortamda kurulmuş ve yürürlüğe girmiştir.`,
  ].join('\n\n');
}
