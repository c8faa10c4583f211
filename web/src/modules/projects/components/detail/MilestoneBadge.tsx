import { Badge } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

/** Completed is green; not completed and past its date is "Atrasado"; otherwise "Pendente" (spec §4). */
export function MilestoneBadge({ completed, overdue }: { completed: boolean; overdue: boolean }) {
  if (completed) {
    return (
      <Badge colorPalette="green">
        <FormattedMessage id="projects.milestones.done" />
      </Badge>
    );
  }
  return (
    <Badge colorPalette={overdue ? "red" : "yellow"}>
      <FormattedMessage id={overdue ? "projects.milestones.overdue" : "projects.milestones.pending"} />
    </Badge>
  );
}
