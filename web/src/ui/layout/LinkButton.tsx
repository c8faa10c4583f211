import { Button, type ButtonProps } from "@chakra-ui/react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

interface LinkButtonProps extends Omit<ButtonProps, "asChild" | "children"> {
  /** the route it opens */
  to: string;
  /** drawn before the label, hidden from screen readers (the label names the link) */
  icon?: LucideIcon;
  children: ReactNode;
}

/** A link inside the app that looks like a button: one anchor, so it opens in a new tab and is announced as a link. */
export function LinkButton({ to, icon: Icon, children, ...button }: LinkButtonProps) {
  return (
    <Button asChild {...button}>
      <RouterLink to={to}>
        {Icon && <Icon aria-hidden="true" />}
        {children}
      </RouterLink>
    </Button>
  );
}
