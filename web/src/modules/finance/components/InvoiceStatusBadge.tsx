import { Badge } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import type { Currency, InvoiceStatus } from "../../../gql/graphql";
import { useLocale } from "../../../i18n/useLocale";
import { formatMoney } from "../../../ui/format/formatMoney";

const PALETTE: Record<InvoiceStatus, string> = { DRAFT: "gray", SENT: "blue", PAID: "green", OVERDUE: "red", CANCELLED: "gray" };

interface Props {
  invoice: { status: InvoiceStatus; overdue: boolean; partiallyPaid: boolean; amountPaid: string; currency: Currency };
}

/** An invoice's status (an unpaid invoice past its due date reads as overdue) and, once part of it is paid, how much came in. */
export function InvoiceStatusBadge({ invoice }: Props) {
  const { locale } = useLocale();
  const shown = invoice.overdue ? "OVERDUE" : invoice.status;
  return (
    <>
      <Badge colorPalette={PALETTE[shown]} variant={invoice.overdue ? "solid" : "subtle"}>
        <FormattedMessage id={`finance.invoiceStatus.${shown}`} />
      </Badge>
      {invoice.partiallyPaid && (
        <Badge colorPalette="orange" variant="subtle" whiteSpace="normal" data-testid="partially-paid">
          <FormattedMessage id="finance.invoice.partiallyPaid" values={{ amount: formatMoney(invoice.amountPaid, invoice.currency, locale) }} />
        </Badge>
      )}
    </>
  );
}
