import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";

const BY_REASON: Record<string, string> = {
  INVALID_TRANSITION: "projects.error.invalidTransition",
  END_BEFORE_START: "projects.error.endBeforeStart",
  ALREADY_MEMBER: "projects.error.alreadyMember",
  EMAIL_TAKEN: "projects.error.emailTaken",
  CLIENT_HAS_PROJECTS: "projects.error.clientHasProjects",
  DOCUMENT_TOO_LARGE: "projects.error.documentTooLarge",
  DOCUMENT_TYPE_NOT_ALLOWED: "projects.error.documentType",
  VALIDATION_FAILED: "projects.error.validation",
  INVALID_DATE: "projects.error.validation",
  INVALID_DECIMAL: "projects.error.validation",
  INVALID_PHONE: "clients.form.problem.phone",
  INVALID_CHARACTERS: "projects.error.invalidCharacters",
  INVALID_FILE_NAME: "projects.error.fileName",
};

const BY_CODE: Record<string, string> = {
  FORBIDDEN: "common.restricted.text",
  UNAUTHENTICATED: "projects.error.signIn",
  NOT_FOUND: "projects.error.notFound",
  PAYLOAD_TOO_LARGE: "projects.error.documentTooLarge",
};

/** The message id for a failed management action, in the user's language (projects, clients, team). */
export function managementErrorMessage(error: unknown): string {
  const info = graphqlErrorInfo(error);
  if (info.reason && BY_REASON[info.reason]) return BY_REASON[info.reason];
  if (info.code && BY_CODE[info.code]) return BY_CODE[info.code];
  if (info.network) return "projects.error.network";
  return "common.genericError";
}
