import { Link } from 'react-router';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { BarcodeScanner, CatalogMatch } from '@/features/vendor-offers';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /dashboard/urun-tarama — a product's barcode read by the phone's camera (or typed), then the
 * same catalogue match as "Yeni ürün": the variant with that barcode, ready to sell.
 */
export function DashboardUrunTaramaPage() {
  usePageTitle(paths.dashboardPages.productScan.title);
  const [code, setCode] = useState('');
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-ink">{paths.dashboardPages.productScan.title}</h1>
        <p className="mt-1 max-w-2xl text-ink-muted">
          Ürünün barkodunu telefonunuzun kamerasıyla okutun; ürün Çarşı’da varsa tek adımda satışa
          başlayın. Ada göre aramak için{' '}
          <Link
            to={paths.dashboardPages.productEntry.build()}
            className="font-semibold text-accent-700 underline"
          >
            Ürün girişi
          </Link>{' '}
          sayfasını kullanın.
        </p>
      </div>
      <BarcodeScanner onRead={setCode} />
      {code && (
        <section aria-label="Okunan barkod" className="space-y-3">
          <CatalogMatch initial={code} />
        </section>
      )}
    </div>
  );
}
