/** Placeholder: being built (issue 5). */
export function WalletPage() {
  return null;
}
