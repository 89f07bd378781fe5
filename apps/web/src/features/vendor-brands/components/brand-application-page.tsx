import type { VendorBrand } from '@carsi/shared';
import { FileText } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Card, FileInput, Label, Skeleton } from '@/components/ui';
import { FieldError, FieldHint, FormAlert, TextField } from '@/components/form/form-field';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { notify } from '@/lib/toast';
import { type BrandApplication, useApplyBrand, useBrands } from '../api/vendor-brands';
import { type BrandField, validateBrandApplication } from '../rules';
import { RejectionNote, ReviewBadge } from './review-state';

const EMPTY: BrandApplication = { name: '', registration_number: '', logo: null, document: null };

/**
 * /dashboard/temel-marka-bilgisi: the brand application (name, logo, TÜRKPATENT number or a
 * letter of authorisation). `?marka=<id>` of a rejected application shows its reasons beside
 * the fields and starts from its name.
 */
export function BrandApplicationPage() {
  const [sp] = useSearchParams();
  const navigate = useNavigate();
  const list = useBrands('', true);
  const again = Number(sp.get('marka') ?? '0');
  const previous = list.data?.applications.find((b) => b.id === again) ?? null;
  const apply = useApplyBrand();
  const [values, setValues] = useState<BrandApplication>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<BrandField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [started, setStarted] = useState(false);
  const logoId = useId();
  const docId = useId();

  // Start from the rejected application's name once it has loaded.
  if (previous && !started) {
    setStarted(true);
    setValues((v) => ({ ...v, name: previous.name }));
  }
  const rejection = previous?.status === 'reddedildi' ? previous.rejection : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setAlert(null);
    const found = validateBrandApplication(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`brand-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    try {
      const brand = await apply.mutateAsync(values);
      notify.success(`“${brand.name}” başvurunuz alındı; onaylanınca size haber vereceğiz.`);
      void navigate(paths.dashboardPages.brandEntry.build());
    } catch (err) {
      const fields = serverFieldErrors(err);
      setErrors({
        name: fields.name,
        registration_number: fields.registration_number,
        logo: fields.logo,
        document: fields.document,
      });
      setAlert(serverDetail(err));
    }
  }

  // A changed field drops its message; a number or a letter answers the missing proof.
  const set = <K extends keyof BrandApplication>(k: K, v: BrandApplication[K]) => {
    setValues((prev) => ({ ...prev, [k]: v }));
    setErrors((prev) => ({
      ...prev,
      [k]: undefined,
      ...(k === 'registration_number' || k === 'document' ? { document: undefined } : {}),
    }));
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-5">
        <div>
          <h1 className="text-2xl font-bold text-ink">Marka başvurusu</h1>
          <p className="mt-1 text-sm text-ink-muted">
            Listede olmayan bir markayı satmak için başvurun. Başvurunuz incelenirken markayı kendi
            taslaklarınızda kullanabilirsiniz; onaylanınca herkes kullanabilir.
          </p>
        </div>
        <Card as="section" aria-labelledby="brand-form-title">
          <h2 id="brand-form-title" className="sr-only">
            Başvuru formu
          </h2>
          {rejection && (
            <div className="mb-4">
              <FormAlert>
                “{previous!.name}” başvurunuz reddedildi. Gerekçeler ilgili alanların altında.
              </FormAlert>
              <RejectionNote rejection={rejection} field={null} withNote />
            </div>
          )}
          <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
            {alert && <FormAlert>{alert}</FormAlert>}
            <div>
              <TextField
                id="brand-name"
                label="Marka adı"
                value={values.name}
                onChange={(e) => set('name', e.target.value)}
                maxLength={60}
                autoComplete="off"
                error={errors.name}
                hint="Markanın tescilli yazımıyla, örneğin: Yıldız Örgü"
              />
              <RejectionNote rejection={rejection} field="name" />
            </div>
            <div>
              <TextField
                id="brand-registration_number"
                label="TÜRKPATENT tescil/başvuru numarası"
                labelNote="(belge yüklemiyorsanız zorunlu)"
                value={values.registration_number}
                onChange={(e) => set('registration_number', e.target.value)}
                placeholder="2019/123456"
                inputMode="numeric"
                autoComplete="off"
                error={errors.registration_number}
                hint="Yıl/sıra biçiminde; marka sahibi sizseniz bu yeterli."
              />
            </div>
            <div>
              <Label htmlFor="brand-document">
                Yetki belgesi
                <span className="ml-1 font-normal text-ink-subtle">
                  (numara yazmıyorsanız zorunlu)
                </span>
              </Label>
              <FileInput
                id="brand-document"
                accept="application/pdf,image/jpeg,image/png"
                buttonLabel="Belge seç"
                aria-describedby={`${docId}-hint ${docId}-error`}
                onChange={(e) => set('document', e.target.files?.[0] ?? null)}
              />
              <FieldError id={`${docId}-error`} message={errors.document} />
              <FieldHint id={`${docId}-hint`}>
                Marka sahibinden aldığınız satış yetkisi yazısı: PDF, JPEG veya PNG, en fazla 10 MB.
              </FieldHint>
              <RejectionNote rejection={rejection} field="document" />
            </div>
            <div>
              <Label htmlFor="brand-logo">
                Logo <span className="ml-1 font-normal text-ink-subtle">(isteğe bağlı)</span>
              </Label>
              <FileInput
                id="brand-logo"
                accept="image/jpeg,image/png,image/webp"
                buttonLabel="Logo seç"
                aria-describedby={`${logoId}-hint ${logoId}-error`}
                onChange={(e) => set('logo', e.target.files?.[0] ?? null)}
              />
              <FieldError id={`${logoId}-error`} message={errors.logo} />
              <FieldHint id={`${logoId}-hint`}>JPEG, PNG veya WebP, en fazla 2 MB.</FieldHint>
              <RejectionNote rejection={rejection} field="logo" />
            </div>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" loading={apply.isPending}>
                Başvuruyu gönder
              </Button>
              <Link
                to={paths.dashboardPages.brandEntry.build()}
                className="inline-flex h-11 items-center px-2 text-sm font-semibold text-accent-700 hover:underline"
              >
                Markalarıma dön
              </Link>
            </div>
          </form>
        </Card>
      </div>
      <aside aria-labelledby="my-applications" className="space-y-3">
        <h2 id="my-applications" className="text-lg font-semibold text-ink">
          Başvurularınız
        </h2>
        {list.isPending && <Skeleton className="h-24 w-full" />}
        {list.isError && (
          <p className="text-sm text-danger">Başvurular yüklenemedi. Sayfayı yenileyin.</p>
        )}
        {list.data && list.data.applications.length === 0 && (
          <p className="text-sm text-ink-muted">Henüz bir marka başvurunuz yok.</p>
        )}
        <ul className="space-y-2">
          {list.data?.applications.slice(0, 8).map((b) => (
            <ApplicationRow key={b.id} brand={b} />
          ))}
        </ul>
      </aside>
    </div>
  );
}

function ApplicationRow({ brand }: { brand: VendorBrand }) {
  return (
    <li className="rounded-lg border border-line bg-card p-3 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="font-semibold text-ink">{brand.name}</span>
        <ReviewBadge status={brand.status} />
      </div>
      <p className="mt-1 flex items-center gap-1 text-xs text-ink-muted">
        <FileText aria-hidden="true" className="h-3.5 w-3.5" />
        {brand.registration_number
          ? `TÜRKPATENT ${brand.registration_number}`
          : 'Yetki belgesi ile'}
        {brand.submitted_at ? ` · ${formatDate(brand.submitted_at)}` : ''}
      </p>
      {brand.status === 'reddedildi' && (
        <>
          <RejectionNote rejection={brand.rejection} withNote />
          <Link
            to={`${paths.dashboardPages.brandBasics.build()}?marka=${brand.id}`}
            className="mt-2 inline-block text-sm font-semibold text-accent-700 hover:underline"
          >
            Düzeltip yeniden başvur
          </Link>
        </>
      )}
    </li>
  );
}
