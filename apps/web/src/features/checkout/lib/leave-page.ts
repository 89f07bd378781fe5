/** Leaves the app for another page (the bank's 3-D Secure page): a full navigation. */
export function leavePage(url: string): void {
  window.location.assign(url);
}
