import { Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { DetailRow } from "./DetailRow";

interface Props {
  label: string;
  children: ReactNode;
  /** e.g. red for a negative balance */
  color?: string;
  testId?: string;
}

/** A labelled figure in a detail view (budget, value, execution): a DetailRow whose value stands out. */
export function StatBlock({ label, children, color, testId }: Props) {
  return (
    <DetailRow label={label}>
      <Text fontWeight="semibold" color={color} data-testid={testId}>
        {children}
      </Text>
    </DetailRow>
  );
}
