import { Heading, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** One titled section of the developers' page, reachable by its anchor. */
export function DocSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" id={id} aria-labelledby={`${id}-title`} gap="4" scrollMarginTop="6" minW="0">
      <Heading as="h2" size="xl" id={`${id}-title`}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
