import type { ReactNode } from 'react';
import { WizardStepper } from './wizard-stepper';

/** The frame of every wizard page: heading, the stepper and the step's content. */
export function WizardShell({
  title,
  intro,
  productId,
  short = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  productId: number | null;
  short?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="space-y-5">
      <div>
        <p className="text-sm font-medium text-accent-700">Yeni ürün</p>
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        {intro && <p className="mt-1 max-w-2xl text-ink-muted">{intro}</p>}
      </div>
      <WizardStepper productId={productId} short={short} />
      {children}
    </div>
  );
}
