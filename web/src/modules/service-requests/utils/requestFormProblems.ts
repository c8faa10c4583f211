import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";

export type RequestField = "name" | "email" | "phone" | "message";
export type FieldProblems = Partial<Record<RequestField, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()./-]{5,22}$/;

/** Client-side checks matching the server's (spec §5): all required, e-mail and phone formats. Values are message ids. */
export function requestFormProblems(values: Record<RequestField, string>): FieldProblems {
  const problems: FieldProblems = {};
  for (const f of ["name", "email", "phone", "message"] as const) {
    if (!values[f].trim()) problems[f] = "serviceRequests.form.error.required";
  }
  if (!problems.email && !EMAIL.test(values.email.trim())) problems.email = "serviceRequests.form.error.email";
  if (!problems.phone && !PHONE.test(values.phone.trim())) problems.phone = "serviceRequests.form.error.phone";
  return problems;
}

const REASON_IDS: Record<string, string> = {
  REQUIRED: "serviceRequests.form.error.required",
  INVALID_EMAIL: "serviceRequests.form.error.email",
  INVALID_PHONE: "serviceRequests.form.error.phone",
  TOO_LONG: "serviceRequests.form.error.tooLong",
};

/** The server's per-field reasons mapped to message ids. */
export function serverFieldProblems(error: unknown): FieldProblems {
  const info = graphqlErrorInfo(error);
  if (info.code !== "BAD_USER_INPUT") return {};
  const issues = (error as { errors?: Array<{ extensions?: { issues?: Array<{ field: string; reason: string }> } }> }).errors?.[0]
    ?.extensions?.issues;
  const problems: FieldProblems = {};
  for (const issue of issues ?? []) {
    const field = issue.field.replace(/^input\./, "") as RequestField;
    if (["name", "email", "phone", "message"].includes(field)) problems[field] = REASON_IDS[issue.reason] ?? "serviceRequests.form.error.invalid";
  }
  return problems;
}
