import { useState } from "react";
import { useIntl } from "react-intl";
import { notifyError, notifySuccess } from "../feedback/notify";
import { useSelection } from "./useSelection";

/**
 * A DataTable's selection and the bulk action run over the selected rows:
 * `run(rows, step, done)` takes the rows one by one (a failure is told and the
 * rest go on), then clears the selection, says how many went through (`done`
 * takes `count`) and answers the rows done. Spread it into the table's
 * `selection` beside `selectable` and `actions`; `running` is true meanwhile.
 */
export function useBulkAction() {
  const intl = useIntl();
  const selection = useSelection();
  const [running, setRunning] = useState(false);
  const run = async <T>(rows: T[], step: (row: T) => Promise<unknown>, done: string, onError = (e: unknown) => notifyError(intl, e)) => {
    const ok: T[] = [];
    setRunning(true);
    try {
      for (const row of rows) {
        try {
          await step(row);
          ok.push(row);
        } catch (e) {
          onError(e);
        }
      }
    } finally {
      setRunning(false);
      selection.clear();
    }
    if (ok.length > 0) notifySuccess(intl, done, { count: ok.length });
    return ok;
  };
  return { ...selection, running, run };
}
