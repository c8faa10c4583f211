import { anchorScrollTop } from "./anchorScrollTop";

/** The landing header marks itself with this attribute so anchors can measure it. */
export const HEADER_ATTRIBUTE = "data-landing-header";

/**
 * Smoothly scrolls a landing section to just below the fixed header, keeps
 * the address (#id) in step and moves keyboard focus to the section.
 */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const header = document.querySelector<HTMLElement>(`[${HEADER_ATTRIBUTE}]`);
  const top = anchorScrollTop(section.getBoundingClientRect().top, window.scrollY, header?.offsetHeight);
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  window.scrollTo({ top, behavior: reduceMotion ? "instant" : "smooth" });
  if (window.location.hash !== `#${id}`) window.history.replaceState(window.history.state, "", `#${id}`);
  section.focus({ preventScroll: true });
  return true;
}
