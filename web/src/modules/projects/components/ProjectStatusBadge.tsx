import { Badge } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

const PALETTE: Record<string, string> = { PLANNING: "purple", ACTIVE: "green", PAUSED: "orange", COMPLETED: "blue", CANCELLED: "red" };

export function ProjectStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={PALETTE[status] ?? "gray"} variant="subtle">
      <FormattedMessage id={`projects.status.${status}`} />
    </Badge>
  );
}
