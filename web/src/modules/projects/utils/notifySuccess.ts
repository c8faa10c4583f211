import type { IntlShape } from "react-intl";
import { toaster } from "../../../ui/feedback/toaster";

/** A short confirmation toast. */
export function notifySuccess(intl: IntlShape, id: string): void {
  toaster.create({ type: "success", title: intl.formatMessage({ id }) });
}
