/** Placeholder: being built (issue 5). */
export function PaymentDonePage() {
  return null;
}
