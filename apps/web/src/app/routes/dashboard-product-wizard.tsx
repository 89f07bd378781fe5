import type { VendorBrand } from '@carsi/shared';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, buttonClasses, EmptyState } from '@/components/ui';
import { paths } from '@/config/paths';
import { ProductDescription } from '@/features/product-detail';
import {
  BasicsForm,
  type BasicsSlots,
  CreateVariantForm,
  ListingGrid,
  PhotosManager,
  PreviewStep,
  productIdOf,
  ProductSavedView,
  useDraft,
  useStageStore,
  useWizardProduct,
  useWizardStage,
  VariantsStep,
  type WizardDraft,
  WizardShell,
} from '@/features/products';
import { BrandPicker, CategoryPicker } from '@/features/vendor-brands';
import { usePageTitle } from '@/lib/use-page-title';

// The product-creation wizard (issue 13, point 3; docs/decisions/032): the pages compose the
// products feature with the category and brand pickers of vendor-brands and the product page's
// description block.

const slots: BasicsSlots = {
  categoryPicker: ({ value, onChange, error }) => (
    <CategoryPicker value={value} onChange={onChange} error={error} id="wz-category" />
  ),
  brandPicker: ({ value, onChange }) => (
    <BrandPicker value={value as VendorBrand | null} onChange={onChange} />
  ),
};

/** The URL's product wins over the stored draft: another product's page starts a fresh draft. */
function useDraftProduct(pid: number | null) {
  const [draft] = useDraft();
  useEffect(() => {
    if (pid !== null && draft.productId !== pid)
      useStageStore.setState({ productData: { productId: pid } });
  }, [pid, draft.productId]);
}

function usePid(): number | null {
  return productIdOf(useParams().pid);
}

function NoDraft() {
  return (
    <EmptyState
      title="Devam edilecek bir ürün taslağı yok"
      description="Yeni ürün eklemeye katalogda arayarak başlayın; ürün yoksa taslağını oluşturun."
      action={
        <Link
          to={paths.dashboardPages.productEntry.build()}
          className={buttonClasses('primary', 'md')}
        >
          Ürün girişine git
        </Link>
      }
    />
  );
}

/** A draft found when the page opened (a reload, a tab opened again): continue or start over. */
function DraftNotice() {
  const [draft] = useDraft();
  const [found] = useState(() => {
    const d = useStageStore.getState().productData as WizardDraft;
    return Boolean(d.productId || d.title);
  });
  const [dismissed, setDismissed] = useState(false);
  const reset = useStageStore((s) => s.resetProduct);
  const saved = useWizardProduct(draft.productId ?? null);
  if (!found || dismissed || (!draft.productId && !draft.title)) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-accent-50 p-3 text-sm text-ink"
    >
      <span>
        Kaldığınız yerden devam ediyorsunuz
        {draft.title ? `: “${draft.title}”` : ''}
        {draft.productId ? ' (taslak kaydedildi)' : ''}.
      </span>
      <span className="flex gap-2">
        {draft.productId && saved.data && (
          <Link
            to={paths.dashboardPages.productPhotos.build({ pid: draft.productId })}
            className={buttonClasses('secondary', 'sm')}
          >
            Fotoğraflara geç
          </Link>
        )}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            reset();
            setDismissed(true);
          }}
        >
          Yeni ürüne başla
        </Button>
      </span>
    </div>
  );
}

/** /dashboard/products/urun-bilgisi-temel — stage 2. */
export function ProductBasicsPage() {
  usePageTitle(paths.dashboardPages.productBasics.title);
  useWizardStage(2);
  const [draft] = useDraft();
  const navigate = useNavigate();
  return (
    <WizardShell
      title={paths.dashboardPages.productBasics.title}
      intro="Kategori, marka ve ürün bilgilerini girin. Yazdıklarınız bu cihazda saklanır; sayfayı kapatsanız da kaldığınız yerden devam edersiniz."
      productId={draft.productId ?? null}
    >
      <DraftNotice />
      <BasicsForm
        slots={slots}
        onSaved={(p) => void navigate(paths.dashboardPages.productPhotos.build({ pid: p.id }))}
      />
    </WizardShell>
  );
}

/** /dashboard/products/urun-foto/:pid/edit — stage 3. */
export function ProductPhotosPage() {
  usePageTitle(paths.dashboardPages.productPhotos.title);
  const pid = usePid();
  useDraftProduct(pid);
  useWizardStage(3);
  const product = useWizardProduct(pid);
  if (pid === null)
    return (
      <WizardShell title={paths.dashboardPages.productPhotos.title} productId={null}>
        <NoDraft />
      </WizardShell>
    );
  const count = product.data?.images.length ?? 0;
  return (
    <WizardShell
      title={paths.dashboardPages.productPhotos.title}
      intro="1 ile 8 arasında fotoğraf ekleyin. Sürükleyerek ya da oklarla sıralayın; ilk fotoğraf kapaktır."
      productId={pid}
    >
      <PhotosManager productId={pid} />
      <WizardNav
        back={paths.dashboardPages.productBasics.build()}
        next={paths.dashboardPages.productVariants.build({ pid })}
        nextLabel="Varyantlara geç"
        disabled={count === 0}
        hint={count === 0 ? 'Devam etmek için en az bir fotoğraf ekleyin.' : undefined}
      />
    </WizardShell>
  );
}

function WizardNav({
  back,
  next,
  nextLabel,
  disabled = false,
  hint,
}: {
  back: string;
  next: string;
  nextLabel: string;
  disabled?: boolean;
  hint?: string | undefined;
}) {
  const navigate = useNavigate();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <Link to={back} className={buttonClasses('ghost', 'md')}>
        Geri
      </Link>
      <span className="flex flex-wrap items-center gap-3">
        {hint && <span className="text-sm text-ink-muted">{hint}</span>}
        <Button disabled={disabled} onClick={() => void navigate(next)}>
          {nextLabel}
        </Button>
      </span>
    </div>
  );
}

/** /dashboard/products/urun-varyant/:pid — stage 4. */
export function ProductVariantsPage() {
  usePageTitle(paths.dashboardPages.productVariants.title);
  const pid = usePid();
  useDraftProduct(pid);
  useWizardStage(4);
  const navigate = useNavigate();
  if (pid === null)
    return (
      <WizardShell title={paths.dashboardPages.productVariants.title} productId={null}>
        <NoDraft />
      </WizardShell>
    );
  return (
    <WizardShell
      title={paths.dashboardPages.productVariants.title}
      intro="Ürününüz hangi seçeneklerle satılıyor? Değerleri seçin; her kombinasyon bir varyant olur."
      productId={pid}
    >
      <VariantsStep
        productId={pid}
        onNext={() => void navigate(paths.dashboardPages.productListing.build({ pid }))}
      />
      <Link
        to={paths.dashboardPages.productPhotos.build({ pid })}
        className={buttonClasses('ghost', 'md')}
      >
        Geri
      </Link>
    </WizardShell>
  );
}

/** /dashboard/products/urun-liste/:pid — stage 5. */
export function ProductListingPage() {
  usePageTitle(paths.dashboardPages.productListing.title);
  const pid = usePid();
  useDraftProduct(pid);
  useWizardStage(5);
  const navigate = useNavigate();
  if (pid === null)
    return (
      <WizardShell title={paths.dashboardPages.productListing.title} productId={null}>
        <NoDraft />
      </WizardShell>
    );
  return (
    <WizardShell
      title={paths.dashboardPages.productListing.title}
      intro="Her varyant için stok kodu, barkod, fiyat ve stok girin. Fiyat ve stok sizin satış teklifinizdir."
      productId={pid}
    >
      <ListingGrid
        productId={pid}
        onSaved={() => void navigate(paths.dashboardPages.productPreview.build({ pid }))}
      />
      <Link
        to={paths.dashboardPages.productVariants.build({ pid })}
        className={buttonClasses('ghost', 'md')}
      >
        Geri
      </Link>
    </WizardShell>
  );
}

/** After "Onaya gönder": the "kaydedildi" page, which then starts the store over. */
function useSubmitted() {
  const navigate = useNavigate();
  return (title: string) =>
    void navigate(paths.dashboardPages.productSaved.build(), { state: { title } });
}

/** /dashboard/products/urun-onizleme/:pid — stage 6. */
export function ProductPreviewPage() {
  usePageTitle(paths.dashboardPages.productPreview.title);
  const pid = usePid();
  useDraftProduct(pid);
  useWizardStage(6);
  const submitted = useSubmitted();
  if (pid === null)
    return (
      <WizardShell title={paths.dashboardPages.productPreview.title} productId={null}>
        <NoDraft />
      </WizardShell>
    );
  return (
    <WizardShell title={paths.dashboardPages.productPreview.title} productId={pid}>
      <PreviewStep
        productId={pid}
        description={(html) => <ProductDescription html={html} />}
        onSubmitted={submitted}
      />
      <Link
        to={paths.dashboardPages.productListing.build({ pid })}
        className={buttonClasses('ghost', 'md')}
      >
        Geri
      </Link>
    </WizardShell>
  );
}

/** /dashboard/products/urun-kaydedildi. */
export function ProductSavedPage() {
  usePageTitle(paths.dashboardPages.productSaved.title);
  const state = useLocation().state as { title?: unknown } | null;
  // The draft is done (reset here: the step pages would take their product back while mounted).
  const reset = useStageStore((s) => s.resetProduct);
  useEffect(() => reset(), [reset]);
  return <ProductSavedView title={typeof state?.title === 'string' ? state.title : null} />;
}

// --- The short path of a product without variant axes ---------------------------------------

/** /dashboard/vendor/products/create-product-base — short path, stage 2. */
export function CreateProductBasePage() {
  usePageTitle(paths.dashboardPages.createProductBase.title);
  useWizardStage(2);
  const [draft] = useDraft();
  const navigate = useNavigate();
  return (
    <WizardShell
      title={paths.dashboardPages.createProductBase.title}
      intro="Renk, beden gibi seçenekleri olmayan bir ürün için kısa yol: temel bilgiler, fiyat ve stok, fotoğraf ve onay."
      productId={draft.productId ?? null}
      short
    >
      <DraftNotice />
      <BasicsForm
        slots={slots}
        submitLabel="Kaydet ve fiyat-stoğa geç"
        onSaved={() => void navigate(paths.dashboardPages.createVariants.build())}
      />
    </WizardShell>
  );
}

/** `?product=` or the draft's product. */
function useShortPid(): number | null {
  const [sp] = useSearchParams();
  const [draft] = useDraft();
  return productIdOf(sp.get('product')) ?? draft.productId ?? null;
}

/** /dashboard/vendor/products/create-variants — short path, stage 3. */
export function CreateVariantsPage() {
  usePageTitle(paths.dashboardPages.createVariants.title);
  const pid = useShortPid();
  useDraftProduct(pid);
  useWizardStage(3);
  const navigate = useNavigate();
  if (pid === null)
    return (
      <WizardShell title={paths.dashboardPages.createVariants.title} productId={null} short>
        <NoDraft />
      </WizardShell>
    );
  return (
    <WizardShell
      title={paths.dashboardPages.createVariants.title}
      intro="Stok kodu, barkod, fiyat ve stok bilgilerinizi girin."
      productId={pid}
      short
    >
      <ListingGrid
        productId={pid}
        submitLabel="Kaydet ve son adıma geç"
        onSaved={() =>
          void navigate(`${paths.dashboardPages.productFinish.build()}?product=${pid}`)
        }
      />
      <Link
        to={paths.dashboardPages.createProductBase.build()}
        className={buttonClasses('ghost', 'md')}
      >
        Geri
      </Link>
    </WizardShell>
  );
}

/** /dashboard/temel-urun-son — short path, stage 4: photos, preview and submit. */
export function ProductFinishPage() {
  usePageTitle(paths.dashboardPages.productFinish.title);
  const pid = useShortPid();
  useDraftProduct(pid);
  useWizardStage(4);
  const submitted = useSubmitted();
  if (pid === null)
    return (
      <WizardShell title={paths.dashboardPages.productFinish.title} productId={null} short>
        <NoDraft />
      </WizardShell>
    );
  return (
    <WizardShell title={paths.dashboardPages.productFinish.title} productId={pid} short>
      <section aria-labelledby="finish-photos" className="space-y-3">
        <h2 id="finish-photos" className="text-lg font-semibold text-ink">
          Fotoğraflar
        </h2>
        <PhotosManager productId={pid} />
      </section>
      <section aria-labelledby="finish-preview" className="space-y-3">
        <h2 id="finish-preview" className="text-lg font-semibold text-ink">
          Önizleme ve onay
        </h2>
        <PreviewStep
          productId={pid}
          description={(html) => <ProductDescription html={html} />}
          onSubmitted={submitted}
        />
      </section>
    </WizardShell>
  );
}

/** /dashboard/products/create-variant?product=<id> — one more variant for a product. */
export function CreateVariantPage() {
  usePageTitle(paths.dashboardPages.createVariant.title);
  const [sp] = useSearchParams();
  const pid = productIdOf(sp.get('product'));
  const navigate = useNavigate();
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-ink">{paths.dashboardPages.createVariant.title}</h1>
      {pid === null ? (
        <EmptyState
          title="Ürün seçilmedi"
          description="Varyant eklemek istediğiniz ürünü ürünler listesinden açın."
          action={
            <Link
              to={paths.dashboardPages.products.build()}
              className={buttonClasses('primary', 'md')}
            >
              Ürünlere git
            </Link>
          }
        />
      ) : (
        <CreateVariantForm
          productId={pid}
          onCreated={() => void navigate(paths.dashboardPages.productListing.build({ pid }))}
        />
      )}
    </div>
  );
}
