/** How both landing menus (the header's bar and the slide-in panel) draw a section link; each adds its own size. */
export const NAV_LINK_STYLE = {
  px: "3",
  rounded: "md",
  fontWeight: "medium",
  _hover: { bg: "brand.subtle", color: "brand.fg", textDecoration: "none" },
} as const;
