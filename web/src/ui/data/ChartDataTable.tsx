import { Table, VisuallyHidden } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface Props {
  /** the id of the chart's heading, which names the table too */
  labelledBy: string;
  columns: ReactNode[];
  /** one row a point of the chart: its label first, then its figures */
  rows: Array<{ key: string; cells: ReactNode[] }>;
}

/** The figures a chart draws, as a table only screen readers see (the chart itself is hidden from them). */
export function ChartDataTable({ labelledBy, columns, rows }: Props) {
  return (
    <VisuallyHidden>
      <Table.Root aria-labelledby={labelledBy}>
        <Table.Header>
          <Table.Row>
            {columns.map((c, i) => (
              <Table.ColumnHeader key={i}>{c}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.key}>
              {r.cells.map((c, i) => (
                <Table.Cell key={i}>{c}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </VisuallyHidden>
  );
}
