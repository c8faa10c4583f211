import { Button, type ButtonProps } from "@chakra-ui/react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

interface Props extends Omit<ButtonProps, "size" | "children"> {
  /** drawn before the label, hidden from screen readers (the label names the button) */
  icon: LucideIcon;
  children: ReactNode;
}

/** A button acting on one row of a list (approve, send, edit…), or on the rows selected: extra small, its icon before its label. */
export function RowButton({ icon: Icon, children, ...button }: Props) {
  return (
    <Button size="xs" {...button}>
      <Icon aria-hidden />
      {children}
    </Button>
  );
}
