import { useCallback } from "react";
import { type IntlShape, useIntl } from "react-intl";
import { ErrorCode, ErrorReason } from "../../gql/graphql";
import { graphqlErrorInfo } from "./graphqlErrorInfo";

/** A catalogue id and its values: render with `intl.formatMessage({ id }, values)`. */
export interface ErrorMessageRef {
  id: string;
  values?: Record<string, string | number>;
}

/** One invalid field of a form, as the API named it, with the id of its text. */
export interface FieldIssueMessage {
  /** the input path without its leading "input." (e.g. "email", "items.0.unitPrice") */
  field: string;
  /** the API's reason for this field (e.g. "REQUIRED", "TOO_LONG") */
  reason: string;
  /** errors.field.<REASON>, or errors.field.INVALID for a reason the web app has no text for */
  messageId: string;
}

/**
 * Every reason the API sends in `extensions.issues[].reason` (a field of a
 * form): the validation plugin's zod messages and the modules' own field
 * checks. Each has an `errors.field.<REASON>` text; a test compares this list
 * with the API's sources.
 */
export const FIELD_ISSUE_REASONS = [
  "REQUIRED",
  "INVALID_DATE",
  "INVALID_NUMBER",
  "OUT_OF_RANGE",
  "INVALID_CHOICE",
  "TOO_SHORT",
  "TOO_LONG",
  "TOO_MANY",
  "NEGATIVE",
  "MUST_BE_POSITIVE",
  "MONEY_STEP",
  "QUANTITY_STEP",
  "RATE_FORMAT",
  "INVALID_PHONE",
  "INVALID_URL",
  "INVALID_EMAIL",
  "EMAIL_TAKEN",
  "INVALID_AVATAR_URL",
  "INVALID_CHARACTERS",
  "INVALID_ID",
  "END_BEFORE_START",
  "DUE_BEFORE_ISSUE",
  "DEADLINE_IN_PAST",
  "BUDGET_NEGATIVE",
  "REQUIREMENTS_REQUIRED",
  "IMAGE_URL_NOT_ALLOWED",
  "WEBHOOK_URL_NOT_ALLOWED",
  "SAME_CURRENCY",
  "PROJECT_CLIENT_MISMATCH",
  "PAYMENT_EXCEEDS_BALANCE",
  "TAX_RATE_FORMAT",
  "FIRST_AND_LAST",
  "INVALID_CURSOR",
  "CURSOR_ORDER_MISMATCH",
  "NEGATIVE_PAGE_SIZE",
  "NAME_AND_COUNTRY_REQUIRED",
  "NAME_TOO_LONG",
  "ORGANIZATION_TOO_LONG",
  "PASSWORD_TOO_SHORT",
  "PASSWORD_TOO_LONG",
  "PASSWORD_TOO_COMMON",
  "PASSWORD_CONTAINS_EMAIL",
  "PASSWORD_CONTAINS_PRODUCT_NAME",
  "WRONG_PASSWORD",
  "TOKEN_INVALID",
  "TOKEN_EXPIRED",
  "IMAGE_TOO_LARGE",
  "IMAGE_TYPE_NOT_ALLOWED",
  "IMAGE_TOO_MANY_PIXELS",
  "IMAGE_NOT_FOUND",
  "DOCUMENT_EMPTY",
  "DOCUMENT_TOO_LARGE",
  "DOCUMENT_TYPE_NOT_ALLOWED",
] as const;

const REASONS: ReadonlySet<string> = new Set(Object.values(ErrorReason));
const CODES: ReadonlySet<string> = new Set(Object.values(ErrorCode));
const FIELD_REASONS: ReadonlySet<string> = new Set(FIELD_ISSUE_REASONS);
/** reasons whose text can say how long to wait (errors.wait.<REASON>, values seconds and minutes) */
const WAIT_REASONS: ReadonlySet<string> = new Set(["RATE_LIMITED", "CONTACT_RATE_LIMITED"]);

/**
 * The wait as the texts read it: seconds under two minutes (minutes 0),
 * whole minutes rounded up from there ("Tente novamente em 11 minutos").
 */
function waitValues(seconds: number | null): { seconds: number; minutes: number } | null {
  if (seconds === null || !(seconds > 0)) return null;
  const whole = Math.ceil(seconds);
  return { seconds: whole, minutes: whole < 120 ? 0 : Math.ceil(whole / 60) };
}

/**
 * The one mapping from a failed request to a text for the person (issue 15):
 * the API's reason (errors.reason.<REASON>), else its code
 * (errors.code.<CODE>), else a request that never reached the server
 * (errors.network), else errors.generic. A rate limit that says how long to
 * wait reads errors.wait.<REASON> with { seconds, minutes }. The server's own
 * message (English, for developers) is never shown.
 */
export function errorMessageId(error: unknown): ErrorMessageRef {
  const { code, reason, retryAfterSeconds, network } = graphqlErrorInfo(error);
  const wait = code === "RATE_LIMITED" ? waitValues(retryAfterSeconds) : null;
  if (reason && REASONS.has(reason)) {
    if (wait && WAIT_REASONS.has(reason)) return { id: `errors.wait.${reason}`, values: wait };
    return { id: `errors.reason.${reason}` };
  }
  if (code && CODES.has(code)) {
    if (wait) return { id: "errors.wait.RATE_LIMITED", values: wait };
    return { id: `errors.code.${code}` };
  }
  if (network) return { id: "errors.network" };
  return { id: "errors.generic" };
}

/**
 * A screen's own wording where the spec gives one: `fallbackId` replaces the
 * generic texts (errors.generic, an internal error), `byCode` replaces the text
 * of a code (e.g. the wizard's FORBIDDEN). Specific reasons keep their text.
 */
export interface ErrorWording {
  fallbackId?: string;
  byCode?: Partial<Record<string, string>>;
}

const GENERIC_IDS = new Set(["errors.generic", "errors.code.INTERNAL_SERVER_ERROR"]);

/** errorMessageId's text in the person's language. */
export function errorMessage(intl: IntlShape, error: unknown, wording?: ErrorWording): string {
  const { id, values } = errorMessageId(error);
  const code = graphqlErrorInfo(error).code;
  if (wording?.byCode && code && wording.byCode[code] && id === `errors.code.${code}`) return intl.formatMessage({ id: wording.byCode[code] });
  if (wording?.fallbackId && GENERIC_IDS.has(id)) return intl.formatMessage({ id: wording.fallbackId });
  return intl.formatMessage({ id }, values);
}

/** errorMessage bound to the current language: `const describe = useErrorMessage(); describe(error)`. */
export function useErrorMessage(): (error: unknown, wording?: ErrorWording) => string {
  const intl = useIntl();
  return useCallback((error: unknown, wording?: ErrorWording) => errorMessage(intl, error, wording), [intl]);
}

/**
 * The invalid fields of a BAD_USER_INPUT answer (`extensions.issues`), for a
 * form to show beside each field; empty for any other failure.
 */
export function fieldIssues(error: unknown): FieldIssueMessage[] {
  return graphqlErrorInfo(error).issues.map(({ field, reason }) => ({
    field: field.replace(/^input\./, ""),
    reason,
    messageId: FIELD_REASONS.has(reason) ? `errors.field.${reason}` : "errors.field.INVALID",
  }));
}

/** fieldIssues as texts by field (the first issue of each field wins): `{ email: "Email inválido" }`. */
export function fieldErrorMessages(intl: IntlShape, error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of fieldIssues(error)) out[issue.field] ??= intl.formatMessage({ id: issue.messageId });
  return out;
}
