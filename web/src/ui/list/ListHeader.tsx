import { Flex, Heading, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface Props {
  /** the tab's h2 */
  title: ReactNode;
  /** a count or badge under the title */
  meta?: ReactNode;
  /** the list's main actions: beside the title on wide screens, under it on phones */
  actions?: ReactNode;
}

/** A list tab's heading, with what it counts and what it can do. */
export function ListHeader({ title, meta, actions }: Props) {
  return (
    <Flex justify="space-between" align={{ base: "stretch", md: "center" }} gap="3" direction={{ base: "column", md: "row" }}>
      <Stack gap="1" align="flex-start">
        <Heading as="h2" textStyle="xl">
          {title}
        </Heading>
        {meta}
      </Stack>
      {actions}
    </Flex>
  );
}
