import { Badge } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { labelId } from "./vocabulary";

const PALETTE: Record<string, string> = { PLANNING: "purple", ACTIVE: "green", PAUSED: "orange", COMPLETED: "blue", CANCELLED: "red" };

/** A project's status as a coloured badge (projects, clients and team show it). */
export function ProjectStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={PALETTE[status] ?? "gray"} variant="subtle">
      <FormattedMessage id={labelId("projectStatus", status)} />
    </Badge>
  );
}
