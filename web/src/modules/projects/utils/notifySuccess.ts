import type { IntlShape } from "react-intl";
import { feedbackToaster } from "../../realtime/utils/feedbackToaster";

/** A short confirmation toast. */
export function notifySuccess(intl: IntlShape, id: string): void {
  feedbackToaster.create({ type: "success", title: intl.formatMessage({ id }) });
}
