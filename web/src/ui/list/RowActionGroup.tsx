import { HStack } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface Props {
  /** which row the buttons act on ("Ações para Rosa Kalunga"): every row repeats the same button names */
  label: string;
  children: ReactNode;
}

/** A row's action buttons side by side at the cell's end (wrapping when the cell is narrow), grouped under a name that says which row they act on. */
export function RowActionGroup({ label, children }: Props) {
  return (
    <HStack gap="1" justify="flex-end" flexWrap="wrap" role="group" aria-label={label}>
      {children}
    </HStack>
  );
}
