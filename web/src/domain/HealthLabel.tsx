import { HStack, Icon, Text } from "@chakra-ui/react";
import { AlertTriangle, CheckCircle2, Activity, XCircle } from "lucide-react";
import { FormattedMessage } from "react-intl";
import { labelId } from "./vocabulary";

const LOOK = {
  CRITICAL: { icon: XCircle, color: "red.fg" },
  WARNING: { icon: AlertTriangle, color: "orange.fg" },
  GOOD: { icon: CheckCircle2, color: "green.fg" },
  NORMAL: { icon: Activity, color: "blue.fg" },
} as const;

/** The project's health (computed on the server) as a label with an icon. */
export function HealthLabel({ health }: { health: keyof typeof LOOK }) {
  const look = LOOK[health];
  return (
    <HStack as="span" gap="1" display="inline-flex" color={look.color} data-health={health}>
      <Icon boxSize="4" aria-hidden>
        <look.icon />
      </Icon>
      <Text as="span" fontSize="sm" fontWeight="medium">
        <FormattedMessage id={labelId("projectHealth", health)} />
      </Text>
    </HStack>
  );
}
