import { Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { Column } from "./DataTable";

/**
 * A DataTable's last column: the buttons that act on the row, stacked to one
 * width so that rows offering different actions still line up. Its key,
 * "actions", keeps it in view while the rest of a wide table scrolls.
 */
export function actionsColumn<T, F extends string = string>(header: string, buttons: (row: T) => ReactNode): Column<T, F> {
  return {
    key: "actions",
    header,
    cell: (row) => (
      <Stack gap="1" align="stretch">
        {buttons(row)}
      </Stack>
    ),
  };
}
