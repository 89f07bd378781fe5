import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useStageStore } from '../stores/stage-store';

/**
 * The steps of "Yeni ürün". Stage 1 is the catalogue search (urun-giris) the wizard starts
 * from, which is why a new product begins at stage 2 (SPEC §9).
 */
export const WIZARD_STEPS = [
  { stage: 1, label: 'Katalogda ara', href: () => paths.dashboardPages.productEntry.build() },
  {
    stage: 2,
    label: 'Temel bilgiler',
    href: () => paths.dashboardPages.productBasics.build(),
  },
  {
    stage: 3,
    label: 'Fotoğraflar',
    href: (pid: number) => paths.dashboardPages.productPhotos.build({ pid }),
  },
  {
    stage: 4,
    label: 'Varyantlar',
    href: (pid: number) => paths.dashboardPages.productVariants.build({ pid }),
  },
  {
    stage: 5,
    label: 'Fiyat ve stok',
    href: (pid: number) => paths.dashboardPages.productListing.build({ pid }),
  },
  {
    stage: 6,
    label: 'Önizleme',
    href: (pid: number) => paths.dashboardPages.productPreview.build({ pid }),
  },
] as const;

/** The short path of a product without variant axes. */
export const SHORT_STEPS = [
  { stage: 2, label: 'Temel bilgiler', href: () => paths.dashboardPages.createProductBase.build() },
  { stage: 3, label: 'Fiyat ve stok', href: () => paths.dashboardPages.createVariants.build() },
  { stage: 4, label: 'Fotoğraf ve onay', href: () => paths.dashboardPages.productFinish.build() },
] as const;

/**
 * The visible progress of the wizard, driven by the stage store. Steps already passed are links
 * (once the draft has an id); the current one is marked for assistive technology.
 */
export function WizardStepper({
  productId,
  short = false,
}: {
  productId: number | null;
  short?: boolean;
}) {
  const current = useStageStore((s) => s.currentStage);
  const steps = short ? SHORT_STEPS : WIZARD_STEPS;
  const index = steps.findIndex((s) => s.stage === current);
  return (
    <nav aria-label="Ürün oluşturma adımları">
      {/* Phones: the step and a progress bar; the full list from the small breakpoint up. */}
      {index >= 0 && (
        <div className="sm:hidden" aria-hidden="true">
          <p className="text-sm font-semibold text-ink">
            Adım {index + 1} / {steps.length}: {steps[index]!.label}
          </p>
          <div className="mt-1.5 h-1.5 rounded-full bg-line">
            <div
              className="h-1.5 rounded-full bg-accent-700"
              style={{ width: `${((index + 1) / steps.length) * 100}%` }}
            />
          </div>
        </div>
      )}
      <ol className="sr-only flex-wrap items-center gap-x-1 gap-y-2 sm:not-sr-only sm:flex">
        {steps.map((step, i) => {
          const done = step.stage < current;
          const active = step.stage === current;
          const reachable = done && (step.stage <= 2 || productId !== null);
          const body = (
            <>
              <span
                aria-hidden="true"
                className={clsx(
                  'flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                  active && 'bg-accent-700 text-white',
                  done && 'bg-accent-100 text-accent-800',
                  !active && !done && 'border border-line bg-card text-ink-muted',
                )}
              >
                {done ? <Check className="h-4 w-4" /> : i + 1}
              </span>
              <span
                className={clsx('text-sm', active ? 'font-semibold text-ink' : 'text-ink-muted')}
              >
                {step.label}
                {done && <span className="sr-only"> (tamamlandı)</span>}
              </span>
            </>
          );
          return (
            <li key={step.stage} className="flex items-center gap-1">
              {i > 0 && <span aria-hidden="true" className="mx-0.5 h-px w-3 bg-line lg:w-5" />}
              {reachable ? (
                <Link
                  to={step.href(productId ?? 0)}
                  className="flex items-center gap-2 rounded-lg px-1.5 py-1 hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-accent-700"
                >
                  {body}
                </Link>
              ) : (
                <span
                  className="flex items-center gap-2 px-1.5 py-1"
                  aria-current={active ? 'step' : undefined}
                >
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
