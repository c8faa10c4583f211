import { Badge } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import type { InvoiceStatus } from "../../../gql/graphql";

const PALETTE: Record<InvoiceStatus, string> = { DRAFT: "gray", SENT: "blue", PAID: "green", OVERDUE: "red", CANCELLED: "gray" };

/** An invoice's status; an unpaid invoice past its due date reads as overdue. */
export function InvoiceStatusBadge({ status, overdue }: { status: InvoiceStatus; overdue: boolean }) {
  const shown = overdue ? "OVERDUE" : status;
  return (
    <Badge colorPalette={PALETTE[shown]} variant={overdue ? "solid" : "subtle"}>
      <FormattedMessage id={`finance.invoiceStatus.${shown}`} />
    </Badge>
  );
}
