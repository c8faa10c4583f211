import { Box, Text } from "@chakra-ui/react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { TileButton } from "../../../ui/layout/TileButton";

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
    <TileButton
      py={{ base: "3", md: "4" }}
      px="2"
      flexDirection="column"
      gap="1.5"
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
    </TileButton>
  );
}
