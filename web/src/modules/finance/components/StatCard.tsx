import { Box, Card, HStack, Icon, Stat } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  help?: ReactNode;
  icon: ReactNode;
  palette?: string;
}

/** One figure with its label, an icon and an optional line of context. */
export function StatCard({ label, value, help, icon, palette = "brand" }: StatCardProps) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body>
        <HStack justify="space-between" align="start" gap="3">
          <Stat.Root>
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText fontSize={{ base: "xl", md: "2xl" }} lineHeight="short" wordBreak="break-word">
              {value}
            </Stat.ValueText>
            {help && (
              <Box as="dd" fontSize="xs" color="fg.muted">
                {help}
              </Box>
            )}
          </Stat.Root>
          <Box bg={`${palette}.subtle`} color={`${palette}.fg`} p="2" rounded="lg" flexShrink={0}>
            <Icon boxSize="5" aria-hidden>
              {icon}
            </Icon>
          </Box>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
