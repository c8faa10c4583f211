import { Box, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface Props {
  title: ReactNode;
  /** shown instead of the children, muted, when there is nothing to list */
  empty?: ReactNode;
  isEmpty?: boolean;
  children?: ReactNode;
}

/** A titled part of a detail view (its projects, its invoices…), with a muted line when it has nothing. */
export function DetailSection({ title, empty, isEmpty = false, children }: Props) {
  return (
    <Box>
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      {isEmpty ? <Text color="fg.muted">{empty}</Text> : children}
    </Box>
  );
}
