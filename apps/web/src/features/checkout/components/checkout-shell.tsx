import type { ReactNode } from 'react';
import { Container } from '@/components/ui';
import { CheckoutSteps } from '@/components/checkout/checkout-steps';

/** A checkout page: the steps, the page heading, the content. */
export function CheckoutShell({
  step,
  title,
  children,
  hideTitle,
}: {
  step: 0 | 1 | 2;
  title: string;
  children: ReactNode;
  /** The content brings its own h1 (the confirmation page). */
  hideTitle?: boolean;
}) {
  return (
    <Container className="py-6 sm:py-10">
      <CheckoutSteps current={step} />
      {!hideTitle && (
        <h1 className="mt-6 mb-6 text-2xl font-bold tracking-tight text-ink">{title}</h1>
      )}
      {children}
    </Container>
  );
}
