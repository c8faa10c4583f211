import { Card, Heading, Skeleton, Table } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { Currency } from "../../../gql/graphql";
import { LoadError } from "../../../ui/feedback/LoadError";
import { formatDate } from "../../../ui/format/formatDate";

const HistoryQuery = graphql(`
  query RateHistory_History($base: Currency!, $quote: Currency!) {
    exchangeRateHistory(base: $base, quote: $quote, first: 50) {
      edges {
        node {
          id
          rate
          asOf
          updatedAt
          updatedBy {
            id
            fullName
          }
        }
      }
    }
  }
`);

/** Every stored rate of one pair, newest first. */
export function RateHistory({ base, quote }: { base: Currency; quote: Currency }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { data, error, refetch } = useQuery(HistoryQuery, { variables: { base, quote } });
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading size="sm">{t("finance.exchange.historyOf", { pair: `${base}/${quote}` })}</Heading>
      </Card.Header>
      <Card.Body>
        {error ? (
          <LoadError error={error} onRetry={() => void refetch()} />
        ) : !data ? (
          <Skeleton h="24" />
        ) : (
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("finance.exchange.asOf")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("finance.exchange.rate")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("finance.exchange.updatedBy")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.exchangeRateHistory.edges.map(({ node }) => (
                <Table.Row key={node.id}>
                  <Table.Cell>{formatDate(node.asOf, intl.locale)}</Table.Cell>
                  <Table.Cell textAlign="end">{intl.formatNumber(Number(node.rate), { maximumFractionDigits: 8 })}</Table.Cell>
                  <Table.Cell>{node.updatedBy?.fullName ?? "—"}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
