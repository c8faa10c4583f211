import { Card, Heading, Table } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { useLocale } from "../../../i18n/useLocale";
import { formatMoney } from "../../../ui/format/formatMoney";

export interface BreakdownRow {
  key: string;
  label: string;
  projects: number;
  budget: string;
  revenue: string;
  clients: number;
}

/** Projects, budget, revenue and clients per country or per sector (USD). */
export function BreakdownTable({ title, firstColumn, rows }: { title: string; firstColumn: string; rows: BreakdownRow[] }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading size="md">{title}</Heading>
      </Card.Header>
      <Card.Body>
        <Table.ScrollArea tabIndex={0} aria-label={title}>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{firstColumn}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("analytics.table.projects")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("analytics.table.budget")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("analytics.table.revenue")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("analytics.table.clients")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => (
                <Table.Row key={r.key}>
                  <Table.Cell fontWeight="medium">{r.label}</Table.Cell>
                  <Table.Cell textAlign="end">{r.projects}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatMoney(r.budget, "USD", locale)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatMoney(r.revenue, "USD", locale)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{r.clients}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Card.Body>
    </Card.Root>
  );
}
