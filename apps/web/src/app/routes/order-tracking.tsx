/** Placeholder: being built (issue 5). */
export function OrderTrackingPage() {
  return null;
}
