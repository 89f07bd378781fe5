import { CircleCheck, Clock, ListChecks, PackagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';

/** How long a first review usually takes (working hours; shown to the seller). */
export const TYPICAL_REVIEW = '1 iş günü';

/**
 * /dashboard/products/urun-kaydedildi: the product went to review. What happens next, how long
 * it usually takes, and where to go from here.
 */
export function ProductSavedView({ title }: { title: string | null }) {
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div className="rounded-2xl bg-card p-6 text-center shadow-sm">
        <CircleCheck aria-hidden="true" className="mx-auto h-12 w-12 text-success" />
        <h1 className="mt-3 text-2xl font-bold text-ink">Ürün kaydedildi</h1>
        <p className="mt-1 text-lg font-semibold text-ink">Ürününüz onaya gönderildi</p>
        {title && <p className="mt-1 font-medium text-ink">“{title}”</p>}
        <p className="mt-2 text-ink-muted">
          Çarşı ekibi ürününüzü inceleyip yayına alacak. Sonucu bildirimlerinizde ve ürünler
          listesinde göreceksiniz.
        </p>
      </div>
      <section aria-labelledby="next-steps" className="rounded-2xl bg-card p-6 shadow-sm">
        <h2 id="next-steps" className="text-lg font-semibold text-ink">
          Bundan sonra ne olacak?
        </h2>
        <ol className="mt-3 space-y-3 text-sm text-ink">
          <li className="flex gap-3">
            <ListChecks aria-hidden="true" className="h-5 w-5 shrink-0 text-accent-700" />
            <span>
              <strong>İnceleme:</strong> başlık, açıklama, fotoğraflar, kategori ve özellikler
              kurallara uygunluk açısından kontrol edilir. Markanız da incelemedeyse önce marka
              onaylanır.
            </span>
          </li>
          <li className="flex gap-3">
            <Clock aria-hidden="true" className="h-5 w-5 shrink-0 text-accent-700" />
            <span>
              <strong>Süre:</strong> inceleme genellikle {TYPICAL_REVIEW} içinde tamamlanır.
            </span>
          </li>
          <li className="flex gap-3">
            <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-accent-700" />
            <span>
              <strong>Onaylanırsa</strong> ürününüz hemen yayına girer, aramada ve kategori
              sayfalarında görünür. <strong>Reddedilirse</strong> gerekçeler ilgili alanların
              yanında gösterilir; düzeltip yeniden gönderebilirsiniz.
            </span>
          </li>
        </ol>
      </section>
      <div className="flex flex-wrap justify-center gap-3">
        <Link
          to={`${paths.dashboardPages.products.build()}?status=onay_bekliyor`}
          className={buttonClasses('primary', 'md')}
        >
          Onay bekleyen ürünlerim
        </Link>
        <Link
          to={paths.dashboardPages.productEntry.build()}
          className={buttonClasses('secondary', 'md')}
        >
          <PackagePlus aria-hidden="true" className="h-4 w-4" />
          Yeni ürün ekle
        </Link>
        <Link
          to={paths.dashboardPages.notifications.build()}
          className={buttonClasses('ghost', 'md')}
        >
          Bildirimler
        </Link>
      </div>
    </div>
  );
}
