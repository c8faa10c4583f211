import { Badge } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import type { TransactionStatus } from "../../../gql/graphql";

const PALETTE: Record<TransactionStatus, string> = { PENDING: "orange", APPROVED: "blue", COMPLETED: "green", REJECTED: "red" };

export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      <FormattedMessage id={`finance.status.${status}`} />
    </Badge>
  );
}
