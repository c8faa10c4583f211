import { Badge } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

const PALETTE: Record<string, string> = { LOW: "gray", MEDIUM: "blue", HIGH: "orange", CRITICAL: "red" };

export function PriorityBadge({ priority }: { priority: string }) {
  return (
    <Badge colorPalette={PALETTE[priority] ?? "gray"} variant="outline">
      <FormattedMessage id={`projects.priority.${priority}`} />
    </Badge>
  );
}
