import { Box, Card, HStack, Text } from "@chakra-ui/react";
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
      <Card.Body p={{ base: "3", md: "5" }}>
        <HStack justify="space-between" align="flex-start">
          <Box>
            <Text textStyle="sm" color="fg.muted" fontWeight="medium">
              {label}
            </Text>
            <Text fontSize={{ base: "2xl", md: "3xl" }} fontWeight="bold" lineHeight="1.2">
              {value}
            </Text>
            <Text textStyle="xs" color="fg.muted">
              {help}
            </Text>
          </Box>
          <Box bg={`${palette}.subtle`} color={`${palette}.fg`} p="2.5" borderRadius="lg" hideBelow="sm" aria-hidden>
            <Icon size={22} />
          </Box>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
