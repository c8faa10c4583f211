import { Flex, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface Props {
  title: ReactNode;
  subtitle?: ReactNode;
  /** buttons or filters beside the title on wide screens, under it on phones */
  actions?: ReactNode;
  /** how the actions line up with the title block on wide screens */
  align?: "center" | "end" | "flex-start";
}

/** A screen's heading: its h1, a muted line under it and the screen's main actions. */
export function PageHeader({ title, subtitle, actions, align = "center" }: Props) {
  return (
    <Flex justify="space-between" align={{ base: "stretch", md: align }} gap="4" direction={{ base: "column", md: "row" }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
      </Stack>
      {actions}
    </Flex>
  );
}
