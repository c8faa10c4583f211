import { Badge } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

const PALETTE: Record<string, string> = { ACTIVE: "green", INACTIVE: "gray", VACATION: "orange", REMOTE: "blue" };

/** Ativo, Inativo, Férias, Remoto. */
export function StaffStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={PALETTE[status] ?? "gray"}>
      <FormattedMessage id={`team.status.${status}`} />
    </Badge>
  );
}
