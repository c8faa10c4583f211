import { Box, Card, HStack, Stat, Text } from "@chakra-ui/react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** One of the admin dashboard's four stat cards: a value and what it is out of. */
export function StatCard({
  icon: Icon,
  palette,
  label,
  value,
  help,
  testId,
}: {
  icon: LucideIcon;
  palette: string;
  label: ReactNode;
  value: number;
  help: ReactNode;
  testId: string;
}) {
  return (
    <Card.Root variant="outline" data-testid={testId}>
      <Card.Body>
        <HStack justify="space-between" align="flex-start">
          <Stat.Root>
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText fontSize="3xl">{value}</Stat.ValueText>
            <Stat.HelpText>
              <Text as="span" color="fg.muted">
                {help}
              </Text>
            </Stat.HelpText>
          </Stat.Root>
          <Box bg={`${palette}.subtle`} color={`${palette}.fg`} p="2.5" borderRadius="lg" aria-hidden>
            <Icon size={22} />
          </Box>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
