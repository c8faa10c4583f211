import { Badge } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

const PALETTE: Record<string, string> = { ACTIVE: "green", INACTIVE: "gray", EXPIRED: "orange" };

/** Active green, inactive grey, expired orange. */
export function OpportunityStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={PALETTE[status] ?? "gray"} variant="subtle" data-status={status}>
      <FormattedMessage id={`opportunities.status.${status}`} />
    </Badge>
  );
}
