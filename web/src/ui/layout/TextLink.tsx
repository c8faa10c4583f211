import { Link, type LinkProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

interface TextLinkProps extends Omit<LinkProps, "asChild" | "children" | "href"> {
  /** the route it opens */
  to: string;
  children: ReactNode;
}

/** A link inside the app drawn as a text link (LinkButton's sibling): one anchor that the router follows. */
export function TextLink({ to, children, ...link }: TextLinkProps) {
  return (
    <Link asChild {...link}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
