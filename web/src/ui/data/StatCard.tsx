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
  /** for rows of five or six cards: a smaller figure kept on one line until wide screens */
  dense?: boolean;
}

/** One figure with its label, an icon and an optional line of context. */
export function StatCard({ label, value, help, icon, palette = "brand", dense = false }: Props) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body>
        <HStack justify="space-between" align="start" gap={dense ? "2" : "3"}>
          <Stat.Root minW="0" flex="1">
            <Stat.Label>{label}</Stat.Label>
            {dense ? (
              <Stat.ValueText fontSize={{ base: "xl", xl: "2xl" }} whiteSpace="nowrap">
                {value}
              </Stat.ValueText>
            ) : (
              <Stat.ValueText fontSize={{ base: "xl", md: "2xl" }} lineHeight="short" wordBreak="break-word">
                {value}
              </Stat.ValueText>
            )}
            {help && (
              <Box as="dd" fontSize="xs" color="fg.muted">
                {help}
              </Box>
            )}
          </Stat.Root>
          <Box bg={`${palette}.subtle`} color={`${palette}.fg`} p={dense ? "1.5" : "2"} rounded="lg" flexShrink={0}>
            <Icon boxSize="5" aria-hidden>
              {icon}
            </Icon>
          </Box>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
