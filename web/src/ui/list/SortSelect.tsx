import { useIntl } from "react-intl";
import { SelectInput } from "../forms/SelectInput";
import type { SortDirection, SortState } from "./useListParams";

interface Props<F extends string> {
  /** the fields the list can be sorted by, each named as its column is */
  fields: ReadonlyArray<{ field: F; label: string }>;
  sort: SortState<F> | null | undefined;
  /** null: back to the server's own order */
  onChange: (sort: SortState<F> | null) => void;
  /** the "no sort" option's text, when the server's own order has a name on this screen; "Default order" otherwise */
  placeholder?: string;
}

/** A list's sort as one select ("Nome (A–Z)", "Nome (Z–A)"…): the phone's stand-in for a table's sortable headers, and the sort of a list of cards. */
export function SortSelect<F extends string>({ fields, sort, onChange, placeholder }: Props<F>) {
  const intl = useIntl();
  return (
    <SelectInput
      size="sm"
      label={intl.formatMessage({ id: "ui.list.sortBy" })}
      value={sort ? `${sort.field}.${sort.direction}` : ""}
      placeholder={placeholder ?? intl.formatMessage({ id: "ui.list.sortDefault" })}
      options={fields.flatMap(({ field, label }) => [
        { value: `${field}.ASC`, label: intl.formatMessage({ id: "ui.list.sortAsc" }, { column: label }) },
        { value: `${field}.DESC`, label: intl.formatMessage({ id: "ui.list.sortDesc" }, { column: label }) },
      ])}
      onChange={(v) => {
        const [field, direction] = v.split(".");
        onChange(v ? { field: field as F, direction: direction as SortDirection } : null);
      }}
    />
  );
}
