/** Placeholder: being built (issue 5). */
export function OrderDetailPage() {
  return null;
}
