import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";

/**
 * A DataTable's count, announced when it changes (role="status": a screen reader
 * hears how many a new filter found); nothing until the list has loaded.
 * `id` names an ICU plural message taking `count`.
 */
export function liveCount(total: number | undefined, id: string): ReactNode {
  if (total === undefined) return undefined;
  return (
    <span role="status">
      <FormattedMessage id={id} values={{ count: total }} />
    </span>
  );
}
