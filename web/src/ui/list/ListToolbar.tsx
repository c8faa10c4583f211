import { HStack } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface Props {
  /** the list's filters */
  children: ReactNode;
  /** the list's main action (an AddButton), at the row's far end */
  action: ReactNode;
}

/** Above a list: its filters, lined up on their inputs and wrapping on narrow screens, and the list's main action. */
export function ListToolbar({ children, action }: Props) {
  return (
    <HStack justify="space-between" align="end" flexWrap="wrap" gap="3">
      <HStack gap="3" flexWrap="wrap" align="end">
        {children}
      </HStack>
      {action}
    </HStack>
  );
}
