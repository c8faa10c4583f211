import { Text, type TextProps } from "@chakra-ui/react";

/** A table cell's small muted line under its title (an e-mail, an organisation, when it was sent); CellMeta's one-part form. */
export function CellNote(props: Omit<TextProps, "textStyle" | "color">) {
  return <Text textStyle="xs" color="fg.muted" {...props} />;
}
