import { Card, Heading } from "@chakra-ui/react";
import { useMemo } from "react";
import { useIntl } from "react-intl";
import { useLocale } from "../../../i18n/useLocale";
import { formatMoney } from "../../../ui/format/formatMoney";
import { type Column, DataTable, useListParams, sortProps } from "../../../ui/list";

export interface BreakdownRow {
  key: string;
  label: string;
  projects: number;
  budget: string;
  revenue: string;
  clients: number;
}

const SORT_FIELDS = ["label", "projects", "budget", "revenue", "clients"] as const;
type SortField = (typeof SORT_FIELDS)[number];
const cellValue = (r: BreakdownRow, f: SortField): string | number => (f === "budget" || f === "revenue" ? Number(r[f]) : r[f]);

/**
 * Projects, budget, revenue and clients per country or per sector (USD). The
 * rows are few and all here, so they are sorted on the page; the sort is kept
 * in the URL under `prefix`.
 */
export function BreakdownTable({ title, firstColumn, rows, prefix }: { title: string; firstColumn: string; rows: BreakdownRow[]; prefix: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListParams({ prefix, filters: {}, sortFields: SORT_FIELDS });
  const sorted = useMemo(() => {
    const sort = list.sort;
    if (!sort) return rows;
    const sign = sort.direction === "ASC" ? 1 : -1;
    return [...rows].sort((a, b) => {
      const x = cellValue(a, sort.field);
      const y = cellValue(b, sort.field);
      return sign * (typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y), intl.locale));
    });
  }, [rows, list.sort, intl.locale]);
  const money = (v: string) => formatMoney(v, "USD", locale);
  const columns: Array<Column<BreakdownRow, SortField>> = [
    { key: "label", header: firstColumn, sortField: "label", mobileLabel: false, cell: (r) => <strong>{r.label}</strong> },
    { key: "projects", header: t("analytics.table.projects"), sortField: "projects", align: "end", cell: (r) => r.projects },
    { key: "budget", header: t("analytics.table.budget"), sortField: "budget", align: "end", nowrap: true, cell: (r) => money(r.budget) },
    { key: "revenue", header: t("analytics.table.revenue"), sortField: "revenue", align: "end", nowrap: true, cell: (r) => money(r.revenue) },
    { key: "clients", header: t("analytics.table.clients"), sortField: "clients", align: "end", cell: (r) => r.clients },
  ];
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading size="md">{title}</Heading>
      </Card.Header>
      <Card.Body>
        <DataTable label={title} columns={columns} rows={rows ? sorted : undefined} rowKey={(r) => r.key} {...sortProps(list)} loading={false} empty="—" />
      </Card.Body>
    </Card.Root>
  );
}
