import { Button, type ButtonProps } from "@chakra-ui/react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

interface Props extends Omit<ButtonProps, "size" | "children" | "asChild"> {
  /** where it leads out of the app: a mailto: or WhatsApp address */
  href: string;
  /** drawn before the label, hidden from screen readers (the label names the link) */
  icon: LucideIcon;
  /** opens in a new tab, which gets no handle on this page */
  newTab?: boolean;
  children: ReactNode;
}

/** RowButton's sibling for a row's link out of the app (reply by e-mail, write on WhatsApp): one anchor drawn as an extra small button. */
export function RowLinkButton({ href, icon: Icon, newTab, children, ...button }: Props) {
  return (
    <Button asChild size="xs" {...button}>
      <a href={href} target={newTab ? "_blank" : undefined} rel={newTab ? "noopener noreferrer" : undefined}>
        <Icon aria-hidden />
        {children}
      </a>
    </Button>
  );
}
