import type { ComponentProps } from "react";
import { useIntl } from "react-intl";
import { RowButton } from "../list/RowButton";
import { useRowAction } from "../list/useRowAction";

/** One action a row offers while it has one of some statuses: its button, the mutation it runs and the toast that says it worked. */
export type StatusAction<R extends { id: string; status: string }> = Omit<ComponentProps<typeof RowButton>, "children" | "onClick"> & {
  when: ReadonlyArray<R["status"]>;
  /** the button's message id */
  label: string;
  /** the success toast's message id */
  done: string;
  run: (options: { variables: { id: string } }) => Promise<unknown>;
  /** asked before it runs (e.g. a decision that cannot be undone); false stops it */
  askFirst?: (row: R) => Promise<boolean>;
};

interface Props<R extends { id: string; status: string }> {
  row: R;
  actions: ReadonlyArray<StatusAction<R>>;
  /** while any of them runs */
  disabled?: boolean;
  /** the values of the toasts' messages (e.g. the row's number) */
  values?: Record<string, string | number>;
}

/** The buttons of a row's actions that its status allows, each run through useRowAction (a toast says how it went). */
export function StatusActions<R extends { id: string; status: string }>({ row, actions, disabled, values }: Props<R>) {
  const intl = useIntl();
  const act = useRowAction();
  return actions
    .filter((a) => a.when.includes(row.status))
    .map(({ when, label, done, run, askFirst, ...button }) => (
      <RowButton
        key={label}
        {...button}
        disabled={disabled}
        onClick={async () => {
          if (!askFirst || (await askFirst(row))) await act(() => run({ variables: { id: row.id } }), done, values);
        }}
      >
        {intl.formatMessage({ id: label })}
      </RowButton>
    ));
}
