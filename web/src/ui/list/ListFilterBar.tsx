import { Flex } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A list's search box and filters: one row on wide screens, lined up on their inputs; stacked on phones. */
export function ListFilterBar({ children }: { children: ReactNode }) {
  return (
    <Flex gap="3" direction={{ base: "column", md: "row" }} align={{ md: "flex-end" }}>
      {children}
    </Flex>
  );
}
