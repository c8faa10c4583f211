import { Box, Button, Text } from "@chakra-ui/react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A dashboard count tile that opens its panel. */
export function CountTile({
  icon: Icon,
  palette,
  label,
  count,
  unit,
  onOpen,
  testId,
}: {
  icon: LucideIcon;
  palette: string;
  label: ReactNode;
  count: number | null;
  unit: ReactNode;
  onOpen: () => void;
  testId: string;
}) {
  return (
    <Button
      variant="outline"
      h="auto"
      py={{ base: "3", md: "4" }}
      px="2"
      flexDirection="column"
      gap="1.5"
      whiteSpace="normal"
      bg="bg"
      onClick={onOpen}
      data-testid={testId}
      _hover={{ borderColor: `${palette}.solid`, bg: `${palette}.subtle` }}
    >
      <Box bg={`${palette}.subtle`} color={`${palette}.fg`} p="2" borderRadius="full" aria-hidden>
        <Icon size={22} />
      </Box>
      <Text fontSize="2xl" fontWeight="bold" lineHeight="1" data-testid={`${testId}-count`}>
        {count ?? "–"}
      </Text>
      <Text textStyle="sm" fontWeight="semibold">
        {label}
      </Text>
      <Text textStyle="2xs" color="fg.muted" fontWeight="normal">
        {unit}
      </Text>
    </Button>
  );
}
