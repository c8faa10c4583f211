import { Button, type ButtonProps } from "@chakra-ui/react";

/**
 * An outline button that holds more than a short label (an icon over a count,
 * a role over an e-mail, an option's name): as tall as its content, and its
 * text wraps instead of leaving the button.
 */
export function TileButton(props: ButtonProps) {
  return <Button variant="outline" h="auto" whiteSpace="normal" {...props} />;
}
