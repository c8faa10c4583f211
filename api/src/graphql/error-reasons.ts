import type { ErrorCode } from "./errors.ts";

/**
 * Every `reason` the API can answer with, in `extensions.reason` of an error
 * or in `extensions.issues[].reason` of a field: the closed set partners may
 * rely on. Each carries the code it comes with and one line of English for
 * developers. The schema exposes it as the ErrorReason enum and the
 * `errorReasons` query (api/src/modules/developers), which GraphiQL and the
 * developers' page (/developers) show. A unit test (error-reasons.test.ts)
 * scans api/src for reason literals and fails on one missing here.
 *
 * A reason is never removed nor given another meaning; new ones may appear
 * (treat an unknown reason by its code).
 */
export const ERROR_REASONS = {
  // Authentication and authorisation
  ACCESS_TOKEN_INVALID: {
    code: "UNAUTHENTICATED",
    description: "The web app's access token is malformed, expired or for an unknown account; the request ran as a visitor.",
  },
  API_TOKEN_INVALID: { code: "UNAUTHENTICATED", description: "The Bearer token is not a known API token (HTTP 401); check for typos or a missing prefix." },
  API_TOKEN_REVOKED: { code: "UNAUTHENTICATED", description: "The API token was revoked by an administrator (HTTP 401); ask for a new one." },
  API_TOKEN_EXPIRED: { code: "UNAUTHENTICATED", description: "The API token passed its expiry date (HTTP 401); ask for a new one." },
  MISSING_SCOPE: { code: "FORBIDDEN", description: "The API token lacks the scope this field needs; the message names the scope." },
  INVALID_CREDENTIALS: { code: "UNAUTHENTICATED", description: "Wrong e-mail or password at sign-in." },
  EMAIL_NOT_CONFIRMED: { code: "FORBIDDEN", description: "The account's e-mail address is not confirmed yet, so it cannot sign in." },
  SESSION_EXPIRED: { code: "UNAUTHENTICATED", description: "The web session ended (signed out, expired or replaced); sign in again." },
  CONNECTION_CLOSING: { code: "UNAUTHENTICATED", description: "The WebSocket is closing because its credentials ended (expired, revoked, role or password changed)." },
  CANNOT_CHANGE_OWN_ROLE: { code: "FORBIDDEN", description: "An administrator cannot change their own role." },
  WRONG_PASSWORD: { code: "BAD_USER_INPUT", description: "The current password, given to change it or to confirm the account's deletion, is wrong." },
  CANNOT_ANONYMISE_SELF: { code: "FORBIDDEN", description: "An administrator cannot anonymise their own account (members delete theirs from Settings)." },
  ALREADY_ANONYMISED: { code: "CONFLICT", description: "The account's personal data was already erased." },
  TOKEN_INVALID: { code: "BAD_USER_INPUT", description: "The e-mail link's token is unknown or was already used." },
  TOKEN_EXPIRED: { code: "BAD_USER_INPUT", description: "The e-mail link's token has expired; request a new link." },
  SIGN_IN_REQUIRED: {
    code: "UNAUTHENTICATED",
    description: "Linking a Google/Facebook account to an administrator's account needs its owner signed in; sign in, then open the e-mailed link again.",
  },
  OAUTH_ACCOUNT_TAKEN: { code: "CONFLICT", description: "That Google/Facebook account is already linked to another Ponte account." },
  EMAIL_TAKEN: { code: "CONFLICT", description: "Another account or team member already uses this e-mail address." },
  PASSWORD_TOO_SHORT: { code: "BAD_USER_INPUT", description: "The new password is shorter than the minimum the message states." },
  PASSWORD_TOO_LONG: { code: "BAD_USER_INPUT", description: "The new password is longer than the maximum the message states." },
  PASSWORD_TOO_COMMON: { code: "BAD_USER_INPUT", description: "The new password is too easy to guess (a common password or close to one)." },
  PASSWORD_CONTAINS_EMAIL: { code: "BAD_USER_INPUT", description: "The new password contains the name part of the account's e-mail address." },
  PASSWORD_CONTAINS_PRODUCT_NAME: { code: "BAD_USER_INPUT", description: "The new password contains the product's name (Ponte)." },
  NAME_AND_COUNTRY_REQUIRED: { code: "BAD_USER_INPUT", description: "Registration needs a name and a country." },
  NAME_TOO_LONG: { code: "BAD_USER_INPUT", description: "The name is longer than allowed." },
  ORGANIZATION_TOO_LONG: { code: "BAD_USER_INPUT", description: "The organisation name is longer than allowed." },
  INVALID_EMAIL: { code: "BAD_USER_INPUT", description: "The text is not a valid e-mail address." },

  // Limits of the API (numbers in the apiLimits query)
  RATE_LIMITED: {
    code: "RATE_LIMITED",
    description: "A per-minute budget or attempt limit is spent (HTTP 429 over HTTP); wait extensions.retryAfterSeconds (also the Retry-After header).",
  },
  CONTACT_RATE_LIMITED: { code: "RATE_LIMITED", description: "Too many contact messages from this address; wait extensions.retryAfterSeconds." },
  SERVICE_BUSY: { code: "RATE_LIMITED", description: "The server is busy checking passwords; retry after a moment." },
  QUERY_TOO_COSTLY: {
    code: "BAD_USER_INPUT",
    description: "The operation's computed cost is above the most one operation may cost; ask for smaller pages or fewer fields.",
  },
  QUERY_TOO_DEEP: { code: "BAD_USER_INPUT", description: "The operation nests fields deeper than the depth limit." },
  TOO_MANY_ALIASES: { code: "BAD_USER_INPUT", description: "The operation uses more aliases than allowed." },
  QUERY_TOO_LONG: { code: "BAD_USER_INPUT", description: "The operation has more tokens than allowed." },
  TOO_MANY_DIRECTIVES: { code: "BAD_USER_INPUT", description: "The operation uses more directives than allowed." },
  VARIABLES_TOO_LARGE: { code: "BAD_USER_INPUT", description: "The variables exceed a bound (bytes, keys per object, nesting or list length)." },
  TOO_MANY_SUBSCRIPTIONS: { code: "RATE_LIMITED", description: "This WebSocket already carries the most subscriptions allowed; close one first." },
  REQUEST_TOO_LARGE: { code: "BAD_USER_INPUT", description: "The JSON request body is larger than the API's limit (HTTP 413)." },
  LENGTH_REQUIRED: { code: "BAD_USER_INPUT", description: "A request body must declare its Content-Length (HTTP 411)." },
  REQUEST_TOO_SLOW: { code: "BAD_USER_INPUT", description: "The request body arrived too slowly and the connection was closed." },

  // The request itself (parsing, validation, transport)
  GRAPHQL_PARSE_FAILED: { code: "BAD_USER_INPUT", description: "The operation is not valid GraphQL syntax." },
  GRAPHQL_VALIDATION_FAILED: { code: "BAD_USER_INPUT", description: "The operation does not match the schema (unknown field, wrong argument type…)." },
  BAD_REQUEST: { code: "BAD_USER_INPUT", description: "The HTTP request is not a GraphQL request (unreadable JSON, missing query, wrong method)." },
  BAD_USER_INPUT: { code: "BAD_USER_INPUT", description: "A variable's value does not fit its declared type." },
  INVALID_REQUEST: { code: "BAD_USER_INPUT", description: "The request was refused before execution for another reason stated in the message." },
  INVALID_ARGUMENT: { code: "BAD_USER_INPUT", description: "An argument could not be read (a malformed global id or cursor, for example)." },
  VALIDATION_FAILED: { code: "BAD_USER_INPUT", description: "One or more input fields are invalid; extensions.issues lists each field with its own reason." },
  INVALID_CHARACTERS: { code: "BAD_USER_INPUT", description: "Text contains characters that cannot be stored (NUL or a lone surrogate)." },
  INVALID_ID: { code: "BAD_USER_INPUT", description: "An id is malformed or names another type." },
  INVALID_DATE: { code: "BAD_USER_INPUT", description: "A Date is not a calendar date in YYYY-MM-DD form." },
  INVALID_DATETIME: { code: "BAD_USER_INPUT", description: "A DateTime is not an ISO 8601 instant with a time zone." },
  INVALID_DECIMAL: { code: "BAD_USER_INPUT", description: "A Decimal is not a plain decimal number written as a string." },
  FILE_EXPECTED: { code: "BAD_USER_INPUT", description: "An Upload argument must be a file part of a multipart request." },
  INVALID_FILE_NAME: { code: "BAD_USER_INPUT", description: "The uploaded file's name is a path, has control characters or is over 255 characters." },

  // Relay paging
  INVALID_CURSOR: { code: "BAD_USER_INPUT", description: "The after/before cursor was not issued by this list." },
  CURSOR_ORDER_MISMATCH: { code: "BAD_USER_INPUT", description: "The cursor was issued for another orderBy; restart paging without it." },
  FIRST_AND_LAST: { code: "BAD_USER_INPUT", description: "Give either first or last, not both." },
  NEGATIVE_PAGE_SIZE: { code: "BAD_USER_INPUT", description: "first or last is negative." },

  // Field issues (extensions.issues[].reason)
  REQUIRED: { code: "BAD_USER_INPUT", description: "A required field is empty." },
  TOO_SHORT: { code: "BAD_USER_INPUT", description: "Text is shorter than the field's minimum." },
  TOO_LONG: { code: "BAD_USER_INPUT", description: "Text is longer than the field's maximum." },
  TOO_MANY: { code: "BAD_USER_INPUT", description: "A list has more items than the field allows." },
  NEGATIVE: { code: "BAD_USER_INPUT", description: "An amount must not be negative." },
  MUST_BE_POSITIVE: { code: "BAD_USER_INPUT", description: "An amount or quantity must be greater than zero." },
  MONEY_STEP: { code: "BAD_USER_INPUT", description: "A money amount has more than two decimal places." },
  QUANTITY_STEP: { code: "BAD_USER_INPUT", description: "A quantity has more than two decimal places." },
  RATE_FORMAT: { code: "BAD_USER_INPUT", description: "An exchange rate is not a positive decimal with at most eight decimal places." },
  TAX_RATE_FORMAT: { code: "BAD_USER_INPUT", description: "A tax rate is not a percentage from 0 to 100 with at most two decimal places." },
  INVALID_NUMBER: { code: "BAD_USER_INPUT", description: "A field that takes a number holds something else." },
  OUT_OF_RANGE: { code: "BAD_USER_INPUT", description: "A number is outside the range the field allows (see the field's description)." },
  INVALID_CHOICE: { code: "BAD_USER_INPUT", description: "A field that takes one of a closed list of values holds another value." },
  INVALID_PHONE: { code: "BAD_USER_INPUT", description: "A phone number has characters other than digits, spaces and + ( ) . / -." },
  INVALID_URL: { code: "BAD_USER_INPUT", description: "A link must be an https:// address or a path on this site." },
  INVALID_AVATAR_URL: { code: "BAD_USER_INPUT", description: "Staff photos are uploaded, not linked: avatarUrl only accepts empty (remove) or the current value." },
  END_BEFORE_START: { code: "BAD_USER_INPUT", description: "An end date is before its start date." },
  DUE_BEFORE_ISSUE: { code: "BAD_USER_INPUT", description: "An invoice's due date is before its issue date." },
  DEADLINE_IN_PAST: { code: "BAD_USER_INPUT", description: "An opportunity's deadline must be today or later in its country's time zone." },
  BUDGET_NEGATIVE: { code: "BAD_USER_INPUT", description: "An opportunity's budget must not be negative." },
  REQUIREMENTS_REQUIRED: { code: "BAD_USER_INPUT", description: "An opportunity needs at least one requirement." },
  IMAGE_URL_NOT_ALLOWED: { code: "BAD_USER_INPUT", description: "An opportunity's imageUrl may only link a stock image under /images/; upload other images." },
  WEBHOOK_URL_NOT_ALLOWED: {
    code: "BAD_USER_INPUT",
    description: "A webhook endpoint must be an https:// URL whose host resolves only to public addresses (not private, loopback or link-local).",
  },
  SAME_CURRENCY: { code: "BAD_USER_INPUT", description: "An exchange rate needs two different currencies." },
  PROJECT_CLIENT_MISMATCH: { code: "BAD_USER_INPUT", description: "The invoice's project belongs to another client." },
  PAYMENT_EXCEEDS_BALANCE: { code: "BAD_USER_INPUT", description: "The payment is more than what is left to pay on the invoice (the message names the balance)." },
  CLIENT_EMAIL_MISSING: { code: "CONFLICT", description: "The invoice's client has no e-mail address, so the invoice cannot be sent; add one to the client first." },

  // Files
  IMAGE_TOO_LARGE: { code: "BAD_USER_INPUT", description: "The image is larger than the upload limit in bytes." },
  IMAGE_TYPE_NOT_ALLOWED: { code: "BAD_USER_INPUT", description: "The file is not a readable JPEG, PNG, GIF or WebP image." },
  IMAGE_TOO_MANY_PIXELS: { code: "BAD_USER_INPUT", description: "The image has more pixels than allowed." },
  IMAGE_NOT_FOUND: { code: "BAD_USER_INPUT", description: "The uploaded image id is unknown or expired; upload it again." },
  DOCUMENT_TOO_LARGE: { code: "BAD_USER_INPUT", description: "The document is larger than the upload limit." },
  DOCUMENT_EMPTY: { code: "BAD_USER_INPUT", description: "The document has no content (0 bytes)." },
  DOCUMENT_TYPE_NOT_ALLOWED: { code: "BAD_USER_INPUT", description: "The document is not a PDF, image, Word, Excel, text or CSV file." },

  // State of the data
  NOT_FOUND: { code: "NOT_FOUND", description: "The record does not exist or is not visible to this caller." },
  OPPORTUNITY_DELETED: { code: "NOT_FOUND", description: "The opportunity was deleted while the request ran." },
  ALREADY_EXISTS: { code: "CONFLICT", description: "A record with the same unique value already exists." },
  DUPLICATE_TITLE: { code: "CONFLICT", description: "An opportunity with this title already exists." },
  SAVED_SEARCH_EXISTS: { code: "CONFLICT", description: "The member already has an alert with the same filters (the text compared ignoring case)." },
  SAVED_SEARCH_LIMIT: { code: "CONFLICT", description: "The member already has the most alerts allowed (10); delete one first." },
  ALREADY_APPLIED: { code: "CONFLICT", description: "This person already applied to the opportunity." },
  OPPORTUNITY_NOT_ACTIVE: { code: "CONFLICT", description: "The opportunity is not open for applications." },
  DEADLINE_PASSED: {
    code: "CONFLICT",
    description: "The opportunity's deadline day has ended in its country's time zone, so it cannot be made active again without a later deadline.",
  },
  OPPORTUNITY_CLOSED: {
    code: "CONFLICT",
    description: "The opportunity's deadline day has ended in its country's time zone, so it no longer accepts applications (it is, or is about to be, EXPIRED).",
  },
  INVALID_TRANSITION: { code: "CONFLICT", description: "The record's current status does not allow this change (the message names both)." },
  APPLICATION_NOT_PENDING: { code: "CONFLICT", description: "The application was already decided; extensions.currentStatus names its status." },
  ALREADY_ANSWERED: { code: "CONFLICT", description: "The connection request was already answered or withdrawn; extensions.currentStatus names its status." },
  CLIENT_HAS_PROJECTS: { code: "CONFLICT", description: "A client with projects or invoices cannot be deleted." },
  RATE_NOT_AVAILABLE: { code: "CONFLICT", description: "No exchange rate is stored between the two currencies." },
  CONCURRENT_CHANGE: { code: "CONFLICT", description: "The record changed meanwhile; read it again and retry." },
  SELF_CONNECTION: { code: "CONFLICT", description: "A member cannot connect to themselves." },
  ALREADY_CONNECTED: { code: "CONFLICT", description: "The two members are already connected." },
  REQUEST_PENDING: { code: "CONFLICT", description: "A connection request between the two members is already pending." },
  ALREADY_MEMBER: { code: "CONFLICT", description: "The person is already on the project's team." },
  DUPLICATE_REQUEST: {
    code: "CONFLICT",
    description: "The same person sent the same catalogue request less than a minute ago; send again with confirmDuplicate: true to mean it.",
  },

  // The server
  SERVICE_UNAVAILABLE: { code: "INTERNAL_SERVER_ERROR", description: "The database is unreachable or saturated for a moment; retry with backoff." },
} as const satisfies Record<string, { code: ErrorCode; description: string }>;

export type ErrorReason = keyof typeof ERROR_REASONS;
