import { Badge, type BadgeProps } from "@chakra-ui/react";

/** A rounded, see-through label on a dark hero band (the landing's and the contact page's); white text unless given. */
export function HeroPill(props: BadgeProps) {
  return <Badge size="lg" rounded="full" px="3" bg="whiteAlpha.200" color="white" {...props} />;
}
