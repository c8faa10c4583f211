import { Card, Heading } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { Currency, RateHistory_RateFragment } from "../../../gql/graphql";
import { formatDate } from "../../../ui/format/formatDate";
import { type Column, ConnectionTable, useConnection } from "../../../ui/list";

graphql(`
  fragment RateHistory_Rate on ExchangeRate {
    id
    rate
    asOf
    updatedAt
    updatedBy {
      id
      fullName
    }
  }
`);

const HistoryQuery = graphql(`
  query RateHistory_History($base: Currency!, $quote: Currency!, $after: String) {
    exchangeRateHistory(base: $base, quote: $quote, first: 20, after: $after) {
      pageInfo { ...ListKit_PageInfo }
      edges { cursor node { ...RateHistory_Rate } }
    }
  }
`);

/** Every stored rate of one pair, newest first. */
export function RateHistory({ base, quote }: { base: Currency; quote: Currency }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const history = useConnection(HistoryQuery, { variables: { base, quote }, select: (data) => data.exchangeRateHistory });
  const columns: Array<Column<RateHistory_RateFragment>> = [
    { key: "asOf", header: t("finance.exchange.asOf"), nowrap: true, cell: (r) => formatDate(r.asOf, intl.locale) },
    { key: "rate", header: t("finance.exchange.rate"), align: "end", cell: (r) => intl.formatNumber(Number(r.rate), { maximumFractionDigits: 8 }) },
    { key: "updatedBy", header: t("finance.exchange.updatedBy"), cell: (r) => r.updatedBy?.fullName ?? "—" },
  ];
  const title = t("finance.exchange.historyOf", { pair: `${base}/${quote}` });
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading size="sm">{title}</Heading>
      </Card.Header>
      <Card.Body>
        <ConnectionTable label={title} columns={columns} connection={history} rowKey={(r) => r.id} empty="—" skeletonRows={2} />
      </Card.Body>
    </Card.Root>
  );
}
