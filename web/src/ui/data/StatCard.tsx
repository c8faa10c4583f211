import { Box, Card, HStack, Icon, Stat } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface Props {
  label: ReactNode;
  value: ReactNode;
  /** a line of context under the figure */
  help?: ReactNode;
  /** a lucide icon element, e.g. `<Wallet />` */
  icon: ReactNode;
  palette?: string;
  /** for rows of five or six cards: the figure on one line under the label, as large as the card allows */
  dense?: boolean;
}

/** One figure with its label, an icon and an optional line of context. */
export function StatCard({ label, value, help, icon, palette = "brand", dense = false }: Props) {
  const badge = (
    <Box
      bg={`${palette}.subtle`}
      color={`${palette}.fg`}
      p={dense ? "1.5" : "2"}
      rounded="lg"
      flexShrink={0}
      float={dense ? "right" : undefined}
      ms={dense ? "2" : undefined}
    >
      <Icon boxSize="5" aria-hidden>
        {icon}
      </Icon>
    </Box>
  );
  const helpLine = help && (
    <Box as="dd" fontSize="xs" color="fg.muted">
      {help}
    </Box>
  );
  if (dense) {
    // Five or six cards in a row leave ~65 px beside the icon at 1280 px, which cut "US$ 1.200K" and "Planejamento":
    // the icon floats so the label flows beside it (a word too long for that goes under it, whole), the figure takes the card's whole width below,
    // its size follows the card's (container query units) and never leaves it.
    return (
      <Card.Root size="sm" variant="outline">
        <Card.Body containerType="inline-size">
          <Stat.Root display="block">
            {badge}
            <Stat.Label display="block" overflowWrap="normal" wordBreak="normal">
              {label}
            </Stat.Label>
            <Stat.ValueText display="block" clear="both" fontSize="min(var(--chakra-font-sizes-2xl), 14cqi)" lineHeight="short" whiteSpace="nowrap">
              {value}
            </Stat.ValueText>
            {helpLine}
          </Stat.Root>
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body>
        <HStack justify="space-between" align="start" gap="3">
          <Stat.Root minW="0" flex="1">
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText fontSize={{ base: "xl", md: "2xl" }} lineHeight="short" wordBreak="break-word">
              {value}
            </Stat.ValueText>
            {helpLine}
          </Stat.Root>
          {badge}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
