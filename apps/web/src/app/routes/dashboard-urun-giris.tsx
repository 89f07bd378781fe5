import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui';
import { paths } from '@/config/paths';
import { BulkPriceStockDialog, CatalogMatch } from '@/features/vendor-offers';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /dashboard/urun-giris — the start of "Yeni ürün": the catalogue is searched first (title or
 * barcode); a product that exists is sold in one step, a new one is created only when nothing
 * matches. `?ara=` keeps the search across a reload. Bulk price & stock opens from here too.
 */
export function DashboardUrunGirisPage() {
  usePageTitle(paths.dashboardPages.productEntry.title);
  const [sp, setSp] = useSearchParams();
  const [bulkOpen, setBulkOpen] = useState(false);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">{paths.dashboardPages.productEntry.title}</h1>
          <p className="mt-1 max-w-2xl text-ink-muted">
            Yeni ürün eklerken önce Çarşı kataloğunda arayın: ürün varsa fiyatınızı ve stoğunuzu
            girip hemen satışa başlayın. Yoksa yeni ürün oluşturabilirsiniz.
          </p>
        </div>
        <Button
          variant="secondary"
          leftIcon={<FileSpreadsheet aria-hidden className="h-4 w-4" />}
          onClick={() => setBulkOpen(true)}
        >
          Toplu fiyat ve stok
        </Button>
      </div>
      <CatalogMatch
        initial={sp.get('ara') ?? ''}
        onSearched={(text) => setSp({ ara: text }, { replace: true })}
        scanHref={paths.dashboardPages.productScan.build()}
      />
      <BulkPriceStockDialog open={bulkOpen} onClose={() => setBulkOpen(false)} />
    </div>
  );
}
