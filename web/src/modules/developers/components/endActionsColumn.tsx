import { Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { Column } from "../../../ui/list";

/** The developer tables' last column: the row's buttons at its end, its header read only by screen readers (the buttons name themselves). */
export function endActionsColumn<T, F extends string = string>(label: string, cell: (row: T) => ReactNode): Column<T, F> {
  return { key: "actions", header: <Text srOnly>{label}</Text>, label, align: "end", mobileLabel: false, cell };
}
