/**
 * Document links are signed by the API and work for a few minutes
 * (`/media/<id>?exp=<unix seconds>&sig=…`); true when the link is about to
 * stop working and a fresh one must be asked for before downloading.
 */
export function signedLinkExpired(url: string, now = Date.now(), marginMs = 15_000): boolean {
  const exp = Number(new URL(url, "http://localhost").searchParams.get("exp"));
  return !Number.isFinite(exp) || exp === 0 || exp * 1000 - marginMs <= now;
}
