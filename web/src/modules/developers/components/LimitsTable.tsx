import { Table } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import type { DevelopersPage_ReferenceQuery } from "../../../gql/graphql";

type Limits = Omit<DevelopersPage_ReferenceQuery["apiLimits"], "__typename">;

/** The order and grouping the table shows; every number comes from the server's apiLimits. */
const ROWS: (keyof Limits)[] = [
  "pageSizeDefault",
  "pageSizeMax",
  "budgetPerMinuteAnonymous",
  "budgetPerMinuteApiToken",
  "budgetPerMinuteUser",
  "maxCost",
  "costPerField",
  "costPerIntrospectionField",
  "costPerSchemaIntrospection",
  "maxDepth",
  "maxAliases",
  "maxTokens",
  "maxDirectives",
  "maxErrors",
  "maxJsonBodyBytes",
  "variablesMaxBytes",
  "variablesMaxKeysPerObject",
  "variablesMaxDepth",
  "variablesMaxListLength",
  "subscriptionsPerSocket",
  "socketsPerIp",
  "socketsPerToken",
];

export function LimitsTable({ limits }: { limits: Limits }) {
  const intl = useIntl();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg" tabIndex={0} role="region" aria-label={intl.formatMessage({ id: "developers.limits.caption" })}>
      <Table.Root size="sm" data-testid="limits-table">
        <Table.Caption srOnly>{intl.formatMessage({ id: "developers.limits.caption" })}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{intl.formatMessage({ id: "developers.limits.colLimit" })}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{intl.formatMessage({ id: "developers.limits.colValue" })}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {ROWS.map((key) => (
            <Table.Row key={key} data-limit={key}>
              <Table.Cell>{intl.formatMessage({ id: `developers.limits.${key}` })}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {intl.formatNumber(limits[key])}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
