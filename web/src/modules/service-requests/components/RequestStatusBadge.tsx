import { Badge } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import type { ServiceRequestStatus } from "../../../gql/graphql";

const PALETTE: Record<ServiceRequestStatus, string> = {
  PENDING: "yellow",
  PROCESSING: "blue",
  COMPLETED: "green",
  CANCELLED: "gray",
};

export function RequestStatusBadge({ status }: { status: ServiceRequestStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      <FormattedMessage id={`serviceRequests.status.${status}`} />
    </Badge>
  );
}
