/** Placeholder: being built (issue 5). */
export function OrdersPage() {
  return null;
}
