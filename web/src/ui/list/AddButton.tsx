import { Button } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import type { ReactNode } from "react";

interface Props {
  onClick: () => void;
  size?: "sm" | "md";
  /** what it adds ("Nova fatura") */
  children: ReactNode;
}

/** A list's main action, adding one more of what it lists: the brand's colour, a plus in front. */
export function AddButton({ onClick, size, children }: Props) {
  return (
    <Button size={size} colorPalette="brand" onClick={onClick}>
      <Plus aria-hidden />
      {children}
    </Button>
  );
}
