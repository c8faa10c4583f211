import { Button } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface Props {
  /** this choice is the one in force: solid, and pressed for screen readers */
  chosen: boolean;
  onClick: () => void;
  size?: "xs" | "sm";
  children: ReactNode;
}

/** One choice of a row of buttons that filters what a screen shows (a period, a category, a measure). */
export function ChoiceButton({ chosen, onClick, size = "sm", children }: Props) {
  return (
    <Button size={size} variant={chosen ? "solid" : "outline"} colorPalette="brand" aria-pressed={chosen} onClick={onClick}>
      {children}
    </Button>
  );
}
