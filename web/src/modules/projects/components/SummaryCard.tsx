import { Card, HStack, Icon, Stat } from "@chakra-ui/react";
import type { LucideIcon } from "lucide-react";

interface Props {
  label: string;
  value: string;
  icon: LucideIcon;
  palette: string;
}

/** One figure of a summary row. */
export function SummaryCard({ label, value, icon: IconComponent, palette }: Props) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body>
        <HStack justify="space-between" align="start" gap="2">
          <Stat.Root minW="0" flex="1">
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText fontSize={{ base: "xl", xl: "2xl" }} whiteSpace="nowrap">
              {value}
            </Stat.ValueText>
          </Stat.Root>
          <Icon boxSize="8" p="1.5" flexShrink={0} borderRadius="lg" bg={`${palette}.subtle`} color={`${palette}.fg`} aria-hidden>
            <IconComponent />
          </Icon>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
