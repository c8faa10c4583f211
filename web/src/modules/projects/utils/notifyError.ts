import type { IntlShape } from "react-intl";
import { feedbackToaster } from "../../realtime/utils/feedbackToaster";
import { managementErrorMessage } from "./managementErrorMessage";

/** Shows a failed action as a toast, in the user's language. */
export function notifyError(intl: IntlShape, error: unknown): void {
  feedbackToaster.create({ type: "error", title: intl.formatMessage({ id: managementErrorMessage(error) }) });
}
