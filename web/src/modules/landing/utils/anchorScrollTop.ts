/** Spec §2.2/§9: the header height (80 when it cannot be measured) plus 20. */
export const DEFAULT_HEADER_HEIGHT = 80;
export const ANCHOR_GAP = 20;

/**
 * The window scroll position that puts a section just below the fixed
 * header: `sectionTop` is its getBoundingClientRect().top at `scrollY`.
 */
export function anchorScrollTop(sectionTop: number, scrollY: number, headerHeight?: number | null): number {
  const header = headerHeight && headerHeight > 0 ? headerHeight : DEFAULT_HEADER_HEIGHT;
  return Math.max(0, Math.round(sectionTop + scrollY - header - ANCHOR_GAP));
}
