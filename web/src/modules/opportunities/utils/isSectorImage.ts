/** Whether an image path is one of the built-in sector illustrations (not an upload). */
export function isSectorImage(url: string): boolean {
  return url.startsWith("/images/sectors/");
}
