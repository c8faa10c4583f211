/**
 * The raised panel that floats over the page (the search results, a live
 * notification, the new-version banner): spread it on a Box, then place it
 * and add padding. The radius is the theme's layer radius (l3).
 */
export const FLOATING_PANEL = {
  bg: "bg.panel",
  borderWidth: "1px",
  borderRadius: "l3",
  boxShadow: "lg",
} as const;
