import type { IntlShape } from "react-intl";
import { toaster } from "../../../ui/feedback/toaster";
import { managementErrorMessage } from "./managementErrorMessage";

/** Shows a failed action as a toast, in the user's language. */
export function notifyError(intl: IntlShape, error: unknown): void {
  toaster.create({ type: "error", title: intl.formatMessage({ id: managementErrorMessage(error) }) });
}
