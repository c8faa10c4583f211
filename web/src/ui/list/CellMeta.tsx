import { HStack } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface Props {
  /** the space between its parts */
  gap?: "2" | "3";
  children: ReactNode;
}

/** A table cell's secondary line under its title (where, which sector, by whom): small, muted, wrapping. */
export function CellMeta({ gap = "3", children }: Props) {
  return (
    <HStack gap={gap} textStyle="xs" color="fg.muted" flexWrap="wrap">
      {children}
    </HStack>
  );
}
