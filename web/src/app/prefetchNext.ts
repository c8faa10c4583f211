/**
 * The scripts the server names for the next page (`<meta name="ponte-prefetch">`,
 * api/src/server/static.ts: the signed-in area on the sign-in page, or on the
 * landing page for someone who holds a session), fetched at low priority once
 * the browser is idle after the first screen. A `<link rel="prefetch">` in the
 * HTML would start with the page and take a share of a slow network from the
 * scripts the first screen is waiting for.
 */
export function prefetchNext(): void {
  const files = document.querySelector('meta[name="ponte-prefetch"]')?.getAttribute("content")?.split(" ").filter(Boolean) ?? [];
  if (files.length === 0) return;
  const start = () => {
    for (const href of files) {
      if (document.querySelector(`link[href="${CSS.escape(href)}"]`)) continue;
      const link = document.createElement("link");
      link.rel = "prefetch";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
  };
  // after the page's own load (its modulepreloads), then when the main thread is free
  const whenIdle = () => ("requestIdleCallback" in window ? window.requestIdleCallback(start, { timeout: 3000 }) : setTimeout(start, 1000));
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
