import {
  dashboardPath,
  formatMoney,
  guardedRoutePatterns,
  publicRoutePatterns,
  ORDER_ITEM_STATUS_LABELS,
  type NotificationKind,
  type OrderItemStatus,
} from '@carsi/shared';
import type { DomainEvent } from '../events/index.ts';

/** One notification an event produces, before it is stored. */
export interface NotificationDraft {
  to: { user: number } | { business: number } | { operators: true };
  kind: NotificationKind;
  message: string;
  link: string | null;
}

/** "26.11.2026 14:00" in Istanbul time. */
const istanbulDateTime = (iso: string) =>
  new Intl.DateTimeFormat('tr-TR', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
const quote = (title: string) => `“${title.length > 60 ? `${title.slice(0, 57)}…` : title}”`;
/** A rejection in one sentence: the reasons' labels, then the operator's note. */
const rejectionText = (reasons: readonly string[], note: string) =>
  [...reasons, note].filter(Boolean).join(' ');
const shopperOrder = (orderId: number) =>
  guardedRoutePatterns.orderDetail.replace(':id', String(orderId));
const sellerOrder = (orderId: number) =>
  dashboardPath('vendor/orders/:id/details').replace(':id', String(orderId));

/**
 * Who hears about an event and what they read (DESIGN §4 Notifications): sellers about new
 * orders, cancellations, return requests, questions and low stock; shoppers about their
 * orders' status, answers and messages; operators about what needs a person.
 */
export function draftsFor(event: DomainEvent): NotificationDraft[] {
  switch (event.type) {
    case 'order.placed': {
      const p = event.payload;
      return p.packages.map((pkg) => ({
        to: { business: pkg.businessId },
        kind: 'siparis',
        message: `Yeni sipariş: #${p.orderNumber} (${pkg.items} ürün). Hazırlamaya başlayabilirsiniz.`,
        link: sellerOrder(p.orderId),
      }));
    }
    case 'order_item.status_changed': {
      const p = event.payload;
      const label = ORDER_ITEM_STATUS_LABELS[p.to as OrderItemStatus] ?? p.to;
      return [
        {
          to: { user: p.userId },
          kind: 'siparis',
          message: `#${p.orderNumber} siparişinizdeki ${quote(p.title)}: ${label.toLocaleLowerCase('tr-TR')}.`,
          link: shopperOrder(p.orderId),
        },
      ];
    }
    case 'order_item.cancelled': {
      const p = event.payload;
      if (p.by === 'shopper')
        return [
          {
            to: { business: p.businessId },
            kind: 'iptal',
            message: `#${p.orderNumber} siparişindeki ${quote(p.title)} alıcı tarafından iptal edildi.`,
            link: sellerOrder(p.orderId),
          },
        ];
      return [
        {
          to: { user: p.userId },
          kind: 'iptal',
          message: `#${p.orderNumber} siparişinizdeki ${quote(p.title)} iptal edildi; ödemeniz iade edilecek.`,
          link: shopperOrder(p.orderId),
        },
      ];
    }
    case 'return.requested': {
      const p = event.payload;
      return [
        {
          to: { business: p.businessId },
          kind: 'iade',
          message: `#${p.orderNumber} siparişindeki ${quote(p.title)} için iade talebi var.`,
          link: sellerOrder(p.orderId),
        },
      ];
    }
    case 'return.decided': {
      const p = event.payload;
      return [
        {
          to: { user: p.userId },
          kind: 'iade',
          message: p.accepted
            ? `${quote(p.title)} için iade talebiniz onaylandı; ödemeniz iade edilecek.`
            : `${quote(p.title)} için iade talebiniz reddedildi.`,
          link: shopperOrder(p.orderId),
        },
      ];
    }
    case 'dispute.opened': {
      const p = event.payload;
      return [
        {
          to: { business: p.businessId },
          kind: 'iade',
          message: `#${p.orderNumber} siparişindeki ${quote(p.title)} için reddettiğiniz iadeye alıcı itiraz etti; Çarşı inceleyecek.`,
          link: sellerOrder(p.orderId),
        },
      ];
    }
    case 'dispute.decided': {
      const p = event.payload;
      const buyer = p.outcome === 'buyer';
      return [
        {
          to: { user: p.userId },
          kind: 'iade',
          message: buyer
            ? `${quote(p.title)} için itirazınızı haklı bulduk; ödemeniz iade edilecek.`
            : `${quote(p.title)} için itirazınız incelendi; satıcının kararı geçerli.`,
          link: shopperOrder(p.orderId),
        },
        {
          to: { business: p.businessId },
          kind: 'iade',
          message: buyer
            ? `#${p.orderNumber} siparişindeki ${quote(p.title)} itirazı alıcı lehine sonuçlandı; iade tutarı hakedişinizden düşülecek.`
            : `#${p.orderNumber} siparişindeki ${quote(p.title)} itirazı sizin lehinize sonuçlandı.`,
          link: sellerOrder(p.orderId),
        },
      ];
    }
    case 'question.asked': {
      const p = event.payload;
      return [
        {
          to: { business: p.businessId },
          kind: 'soru',
          message: `${quote(p.productTitle)} hakkında yeni bir soru var.`,
          link: dashboardPath('questions'),
        },
      ];
    }
    case 'question.answered': {
      const p = event.payload;
      return [
        {
          to: { user: p.userId },
          kind: 'cevap',
          message: `${quote(p.productTitle)} hakkındaki sorunuz cevaplandı.`,
          link: publicRoutePatterns.productDetail.replace(':slug', p.productSlug),
        },
      ];
    }
    case 'message.sent': {
      const p = event.payload;
      const to = p.toUserId
        ? { user: p.toUserId }
        : p.toBusinessId
          ? { business: p.toBusinessId }
          : null;
      return to
        ? [
            {
              to,
              kind: 'mesaj',
              message: `${p.fromName} size bir mesaj gönderdi.`,
              link: `${guardedRoutePatterns.chat}?conversation=${p.conversationId}`,
            },
          ]
        : [];
    }
    case 'stock.low': {
      const p = event.payload;
      return [
        {
          to: { business: p.businessId },
          kind: 'stok',
          message:
            p.stock === 0
              ? `${quote(p.title)} tükendi.`
              : `${quote(p.title)} stokta ${p.stock} adet kaldı.`,
          link: dashboardPath('products'),
        },
      ];
    }
    case 'business.approved': {
      const p = event.payload;
      return [
        {
          to: { user: p.ownerUserId },
          kind: 'isletme',
          message: `${p.name} işletmeniz onaylandı. Satıcı paneliniz hazır.`,
          link: dashboardPath('overview'),
        },
      ];
    }
    case 'business.rejected': {
      const p = event.payload;
      return [
        {
          to: { user: p.applicantUserId },
          kind: 'isletme',
          message: `${p.name} işletme başvurunuz onaylanmadı: ${p.reason}`,
          link: guardedRoutePatterns.businessSoon,
        },
      ];
    }
    case 'business.changes_decided': {
      const p = event.payload;
      return [
        {
          to: { business: p.businessId },
          kind: 'isletme',
          message: p.accepted
            ? `${p.name}: banka/vergi/unvan bilgisi değişikliğiniz onaylandı.`
            : `${p.name}: bilgi değişikliğiniz reddedildi: ${p.reason ?? ''}`,
          link: dashboardPath('settings'),
        },
      ];
    }
    case 'statement.paid': {
      const p = event.payload;
      return [
        {
          to: { business: p.businessId },
          kind: 'isletme',
          message: `Hakediş ödemeniz yapıldı: ${formatMoney(p.total)} (ekstre #${p.statementId}).`,
          link: dashboardPath('hakedis'),
        },
      ];
    }
    case 'business.member_added': {
      const p = event.payload;
      return [
        {
          to: { user: p.userId },
          kind: 'isletme',
          message: `${p.name} işletmesinin ekibine eklendiniz.`,
          link: dashboardPath('overview'),
        },
      ];
    }
    case 'starred_deal.decided': {
      const p = event.payload;
      return [
        {
          to: { business: p.businessId },
          kind: 'isletme',
          message: p.accepted
            ? `${quote(p.title)} yıldızlı fırsatınız onaylandı; ${istanbulDateTime(p.startsAt)} itibarıyla Süper Fırsatlar'da.`
            : `${quote(p.title)} yıldızlı fırsatınız reddedildi: ${p.reason ?? ''}`,
          link: dashboardPath('yildizli-firsatlar'),
        },
      ];
    }
    case 'brand.decided': {
      const p = event.payload;
      return [
        {
          to: { business: p.businessId },
          kind: 'isletme',
          message: p.accepted
            ? `${quote(p.name)} marka başvurunuz onaylandı; ürünlerinizde kullanabilirsiniz.`
            : `${quote(p.name)} marka başvurunuz reddedildi: ${rejectionText(p.reasons, p.note)}`,
          link: dashboardPath('marka-giris'),
        },
      ];
    }
    case 'product_line.decided': {
      const p = event.payload;
      return [
        {
          to: { business: p.businessId },
          kind: 'isletme',
          message: p.accepted
            ? `${p.brandName} markasının ${quote(p.name)} serisi onaylandı.`
            : `${p.brandName} markasının ${quote(p.name)} serisi reddedildi: ${rejectionText(p.reasons, p.note)}`,
          link: dashboardPath('temel-product-line'),
        },
      ];
    }
    case 'attribute_value.decided': {
      const p = event.payload;
      return [
        {
          to: { business: p.businessId },
          kind: 'isletme',
          message: p.accepted
            ? `${p.attributeName} için önerdiğiniz ${quote(p.value)} değeri onaylandı.`
            : `${p.attributeName} için önerdiğiniz ${quote(p.value)} değeri reddedildi: ${rejectionText(p.reasons, p.note)}`,
          link: dashboardPath('ozellik-olustur'),
        },
      ];
    }
    case 'product.changed':
      return [];
    case 'product.moderated': {
      const p = event.payload;
      const what = p.revision ? 'ürün değişikliğiniz' : 'ürününüz';
      return [
        {
          to: { business: p.businessId },
          kind: 'isletme',
          message: p.approved
            ? `${quote(p.title)} ${what} onaylandı${p.revision ? '' : ' ve yayında'}.`
            : `${quote(p.title)} ${what} onaylanmadı: ${p.reasons.join(' ')}`,
          link: dashboardPath('products'),
        },
      ];
    }
    case 'offer.changed':
      // Caches and search feeds listen; nobody is notified.
      return [];
    case 'operator.alert':
      return [
        {
          to: { operators: true },
          kind: 'sistem',
          message: event.payload.message,
          link: event.payload.link ?? null,
        },
      ];
  }
}
