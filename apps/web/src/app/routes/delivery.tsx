/** Placeholder: being built (issue 5). */
export function DeliveryPage() {
  return null;
}
