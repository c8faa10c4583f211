import { Heading, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A titled section of the catalogue page, named by its h2 for assistive technology. */
export function CatalogueSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="6" as="section" aria-labelledby={id}>
      <Heading id={id} as="h2" size="xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
