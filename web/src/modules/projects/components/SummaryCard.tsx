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
        <HStack justify="space-between" align="start">
          <Stat.Root>
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText fontSize="2xl">{value}</Stat.ValueText>
          </Stat.Root>
          <Icon boxSize="9" p="2" borderRadius="lg" bg={`${palette}.subtle`} color={`${palette}.fg`} aria-hidden>
            <IconComponent />
          </Icon>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
