/** The white, softly shadowed card of the public pages (landing, contact): spread it on a Box or Stack, then add padding. */
export const SOFT_CARD = {
  rounded: "2xl",
  bg: "bg",
  borderWidth: "1px",
  borderColor: "border.muted",
  shadow: "sm",
} as const;
