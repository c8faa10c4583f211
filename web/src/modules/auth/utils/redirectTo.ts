/** A full-page redirect (spec §2.4: the callback screen always leaves this way). */
export function redirectTo(path: string): void {
  window.location.assign(path);
}
