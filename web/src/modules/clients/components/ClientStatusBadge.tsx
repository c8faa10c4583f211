import { Badge } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

const PALETTE: Record<string, string> = { ACTIVE: "green", PROSPECT: "purple", INACTIVE: "gray" };

export function ClientStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={PALETTE[status] ?? "gray"}>
      <FormattedMessage id={`clients.status.${status}`} />
    </Badge>
  );
}
