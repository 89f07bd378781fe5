/** Placeholder: being built (issue 5). */
export function PaymentPage() {
  return null;
}
