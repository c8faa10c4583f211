import { useIntl } from "react-intl";
import { notifyError, notifySuccess } from "../feedback/notify";

/**
 * An action on a list's row (approve, send, change a role…) told as a toast:
 * `act(() => send({ variables }), "finance.invoices.sent", { number })` says it
 * worked, or what went wrong. It answers whether it worked.
 */
export function useRowAction() {
  const intl = useIntl();
  return async (run: () => Promise<unknown>, done: string, values?: Record<string, string | number>): Promise<boolean> => {
    try {
      await run();
      notifySuccess(intl, done, values);
      return true;
    } catch (e) {
      notifyError(intl, e);
      return false;
    }
  };
}
