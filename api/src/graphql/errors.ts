import { GraphQLError } from "graphql";

/** The closed set of error codes the API answers with (DESIGN.md §6). */
export const ERROR_CODES = ["UNAUTHENTICATED", "FORBIDDEN", "BAD_USER_INPUT", "NOT_FOUND", "CONFLICT", "RATE_LIMITED", "INTERNAL_SERVER_ERROR"] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface FieldIssue {
  /** input path, e.g. "input.email" */
  field: string;
  /** stable reason the web app maps to a message, e.g. "REQUIRED", "TOO_SHORT" */
  reason: string;
}

/**
 * An expected failure. `code` is one of ERROR_CODES; `reason` narrows it with a
 * stable, screaming-case id (e.g. DUPLICATE_TITLE) that the web app maps to the
 * spec's text in the user's language. Messages are English, for developers.
 */
export class AppError extends GraphQLError {
  constructor(code: ErrorCode, message: string, extra: { reason?: string; issues?: FieldIssue[]; retryAfterSeconds?: number; currentStatus?: string } = {}) {
    super(message, { extensions: { code, ...extra } });
    this.name = "AppError";
  }
}

export const unauthenticated = (message = "Sign-in required", reason?: string) => new AppError("UNAUTHENTICATED", message, { reason });
export const forbidden = (message = "Not allowed", reason?: string) => new AppError("FORBIDDEN", message, { reason });
export const notFound = (what: string) => new AppError("NOT_FOUND", `${what} not found`, { reason: "NOT_FOUND" });
export const conflict = (message: string, reason: string) => new AppError("CONFLICT", message, { reason });
/**
 * A status change refused because the record is no longer in a status that
 * allows it (someone else acted first): names the status it really has, in
 * the message and in `extensions.currentStatus`.
 */
export const statusConflict = (what: string, { currentStatus, reason }: { currentStatus: string; reason: string }) =>
  new AppError("CONFLICT", `${what} is ${currentStatus} now, so this change was refused`, { reason, currentStatus });
export const badInput = (message: string, reason: string, issues?: FieldIssue[]) => new AppError("BAD_USER_INPUT", message, { reason, issues });
