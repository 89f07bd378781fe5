import type { VendorBrand } from '@carsi/shared';
import { Layers } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button, Card, EmptyState, Skeleton } from '@/components/ui';
import { FormAlert, TextField } from '@/components/form/form-field';
import { formatDate } from '@/lib/format';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { notify } from '@/lib/toast';
import { useProductLines, useProposeLine } from '../api/vendor-brands';
import { BrandPicker } from './brand-picker';
import { RejectionNote, ReviewBadge } from './review-state';

/**
 * /dashboard/temel-product-line: a brand's product lines (approved ones and this business's
 * proposals with their state) and a form to propose a new one.
 */
export function ProductLinesPage() {
  const [brand, setBrand] = useState<VendorBrand | null>(null);
  const lines = useProductLines(brand?.id ?? null);
  const propose = useProposeLine();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setAlert(null);
    if (!brand) return;
    if (!name.trim()) {
      setError('Seri adını yazın.');
      return;
    }
    setError(undefined);
    try {
      const line = await propose.mutateAsync({ brand_id: brand.id, name: name.trim() });
      notify.success(`“${line.name}” serisi incelemeye gönderildi.`);
      setName('');
    } catch (err) {
      setError(serverFieldErrors(err).name);
      setAlert(serverDetail(err));
    }
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink">Ürün serileri</h1>
        <p className="mt-1 text-sm text-ink-muted">
          Seriler bir markanın ürünlerini gruplar (örneğin Galaxy, Air Max). Önerdiğiniz seri
          onaylanana kadar yalnızca sizin ürünlerinizde görünür.
        </p>
      </div>
      <Card as="section" aria-label="Marka seçimi">
        <BrandPicker value={brand} onChange={setBrand} />
      </Card>
      {brand && (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <Card as="section" aria-labelledby="lines-title">
            <h2 id="lines-title" className="text-lg font-semibold text-ink">
              {brand.name} serileri
            </h2>
            {lines.isPending && <Skeleton className="mt-3 h-16 w-full" />}
            {lines.isError && (
              <p className="mt-3 text-sm text-danger">{serverDetail(lines.error)}</p>
            )}
            {lines.data && lines.data.results.length === 0 && (
              <EmptyState
                level={3}
                icon={<Layers className="h-7 w-7" />}
                title="Bu markanın henüz serisi yok"
                description="İlk seriyi siz önerebilirsiniz."
              />
            )}
            <ul className="mt-3 divide-y divide-line">
              {lines.data?.results.map((l) => (
                <li key={l.id} className="py-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium text-ink">{l.name}</span>
                    <span className="flex items-center gap-2 text-xs text-ink-muted">
                      {l.mine && `Öneriniz · ${formatDate(l.submitted_at)}`}
                      <ReviewBadge status={l.status} />
                    </span>
                  </div>
                  <RejectionNote rejection={l.rejection} withNote />
                </li>
              ))}
            </ul>
          </Card>
          <Card as="section" aria-labelledby="new-line-title">
            <h2 id="new-line-title" className="text-lg font-semibold text-ink">
              Yeni seri öner
            </h2>
            <form noValidate onSubmit={(e) => void submit(e)} className="mt-3 space-y-4">
              {alert && <FormAlert>{alert}</FormAlert>}
              <TextField
                label="Seri adı"
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={60}
                autoComplete="off"
                error={error}
                hint="Markanın kullandığı yazımla."
              />
              <Button type="submit" loading={propose.isPending}>
                Seriyi öner
              </Button>
            </form>
          </Card>
        </div>
      )}
    </div>
  );
}
