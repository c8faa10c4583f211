import { useEffect } from "react";

/** space kept between the last toast and an open dialog (px) */
const GAP = 8;

/** Where the visible toasts end (px from the viewport's top), 0 with none; read from layout, not from the slide-in transform. */
function toastsBottom(): { bottom: number; left: number; right: number } | null {
  const group = document.querySelector<HTMLElement>('[data-scope="toast"][data-part="group"]');
  // no toast on show: answered without reading layout
  if (!group?.querySelector('[data-scope="toast"][data-part="root"]:not([data-state="closed"])')) return null;
  const top = group.getBoundingClientRect().top;
  let found: { bottom: number; left: number; right: number } | null = null;
  for (const toast of group.querySelectorAll<HTMLElement>('[data-scope="toast"][data-part="root"]')) {
    if (toast.dataset.state === "closed") continue;
    const offset = Number.parseFloat(toast.style.getPropertyValue("--offset")) || 0;
    const box = toast.getBoundingClientRect();
    const bottom = top + offset + toast.offsetHeight;
    found = found
      ? { bottom: Math.max(found.bottom, bottom), left: Math.min(found.left, box.left), right: Math.max(found.right, box.right) }
      : { bottom, left: box.left, right: box.right };
  }
  return found;
}

/** Moves each open dialog down, below the toasts on show, or back up when they are gone. */
function clearDialogs(): void {
  // Runs on every change to the page while it is being built: without an open dialog (the usual
  // case) it returns before reading layout, which would force the browser to lay the page out
  // again on every frame (half a second of a phone's first screen, measured on the dashboard).
  const positioners = document.querySelectorAll<HTMLElement>('[data-scope="dialog"][data-part="positioner"]');
  if (positioners.length === 0) return;
  const toasts = toastsBottom();
  for (const positioner of positioners) {
    // no toast, and the dialog where it belongs: nothing to read or move
    if (!toasts && !positioner.style.paddingTop) continue;
    const content = positioner.querySelector<HTMLElement>('[data-scope="dialog"][data-part="content"]');
    if (!content) continue;
    // a centred dialog moves half as far as its padding grows: a few rounds settle it
    for (let round = 0; round < 4; round++) {
      const current = Number.parseFloat(positioner.style.paddingTop) || 0;
      let next = 0;
      if (toasts) {
        const box = content.getBoundingClientRect();
        const side = box.left < toasts.right && toasts.left < box.right;
        // offsetTop ignores the dialog's own opening transform
        const top = positioner.getBoundingClientRect().top + content.offsetTop - positioner.scrollTop;
        next = side ? Math.max(0, current + toasts.bottom + GAP - top) : 0;
      }
      if (Math.abs(next - current) < 1) break;
      positioner.style.paddingTop = next > 0 ? `${Math.ceil(next)}px` : "";
    }
  }
}

/**
 * Toasts never cover a dialog (issue 14, item 6): while a toast is on show,
 * every open dialog sits below it, so its buttons (the footer's and the
 * corner close button) stay visible and clickable on a phone and a laptop;
 * it moves back up when the toast goes. Follows toasts and dialogs as they
 * come and go (they are portals under <body>).
 */
export function useToastClearance(): void {
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          clearDialogs();
        });
    };
    const observer = new MutationObserver((records) => {
      if (records.some((r) => r.type === "childList" || (r.target instanceof HTMLElement && r.target.dataset.scope === "toast"))) schedule();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-state", "style"] });
    window.addEventListener("resize", schedule);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", schedule);
      cancelAnimationFrame(frame);
    };
  }, []);
}
