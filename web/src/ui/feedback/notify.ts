import type { IntlShape } from "react-intl";
import { type ErrorWording, errorMessage } from "../errors/errorMessage";
import { toaster } from "./toaster";

/** Shows a failed action as a toast, in the person's language (errorMessage's text). */
export function notifyError(intl: IntlShape, error: unknown, wording?: ErrorWording): void {
  toaster.create({ type: "error", title: errorMessage(intl, error, wording) });
}

/** A short confirmation toast: the catalogue text `id` with its values. */
export function notifySuccess(intl: IntlShape, id: string, values?: Record<string, string | number>): void {
  toaster.create({ type: "success", title: intl.formatMessage({ id }, values) });
}

/**
 * A confirmation of an action that can be taken back: the toast carries an
 * "Desfazer" button for as long as it stays (6 s) instead of a question asked
 * before. `undo` failing is shown as any failure.
 */
export function notifyUndoable(intl: IntlShape, id: string, values: Record<string, string | number> | undefined, undo: () => Promise<unknown>): void {
  toaster.create({
    type: "success",
    title: intl.formatMessage({ id }, values),
    action: { label: intl.formatMessage({ id: "ui.feedback.undo" }), onClick: () => void undo().catch((error) => notifyError(intl, error)) },
  });
}
