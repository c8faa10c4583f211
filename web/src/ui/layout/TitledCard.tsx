import { Card, type CardRootProps, Heading, HStack } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface Props extends Omit<CardRootProps, "title"> {
  title: ReactNode;
  /** the heading's level in the page's outline */
  headingAs?: "h2" | "h3";
  /** beside the title, at the header's far end (a button, badges) */
  actions?: ReactNode;
  children: ReactNode;
}

/** An outlined card with a heading over its content: the panels of overviews, charts and side tables. */
export function TitledCard({ title, headingAs = "h2", actions, children, ...card }: Props) {
  return (
    <Card.Root variant="outline" {...card}>
      <Card.Header>
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Heading as={headingAs} size="md">
            {title}
          </Heading>
          {actions}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
