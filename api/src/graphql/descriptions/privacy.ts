import type { DescriptionMap } from "./keys.ts";

// Privacy self-service (api/src/modules/privacy) and its administrators' side.
export const privacyDescriptions: DescriptionMap = {
  "Mutation.requestMyAccountDeletion":
    "Asks for the signed-in person's account to be deleted, confirmed with their password (wrong: BAD_USER_INPUT, reason WRONG_PASSWORD; 5 wrong tries per 15 minutes, then RATE_LIMITED). Every session ends at once, this one included. Signing in within 7 days cancels the request; after that the account is anonymised: name, e-mail, password, organisation, photo, sessions, connections, saved opportunities, notifications and free texts go; applications and requests stay, anonymised, for the statistics, and the audit trail is kept. Returns when the anonymisation is due.",
  "Mutation.requestMyAccountDeletion(password)": "The account's current password.",
  "Mutation.requestMyAccountDeletionLink":
    "For an account without a password (created with Google or Facebook; see User.hasPassword): e-mails the signed-in person a link, valid for 1 hour and usable once, whose page (GET /privacy/delete-account?token=…) confirms the deletion with a button; the request then starts as requestMyAccountDeletion's does (signed out everywhere, anonymised after 7 days unless they sign in before). Nothing changes until the page is confirmed. At most 3 links an hour (RATE_LIMITED); an anonymised account: CONFLICT ALREADY_ANONYMISED. Signed-in members only.",
  "Mutation.anonymiseUser":
    "Erases a person's personal data at once, on their request, as requestMyAccountDeletion does after its grace period, and records it in the audit log (action user.anonymised). Not one's own account (FORBIDDEN, reason CANNOT_ANONYMISE_SELF); an account already anonymised: CONFLICT, reason ALREADY_ANONYMISED. Administrators only.",
  "Mutation.anonymiseUser(userId)": "Global id of the person.",
  "User.deletionRequestedAt":
    "When the person asked for their account's deletion; null when no request is pending or it was cancelled by signing in. Administrators only.",
  "User.anonymisedAt": "When the account's personal data was erased; null while it is a live account. Administrators only.",
  "AuthPayload.deletionCancelled": "True when this sign-in cancelled the account's pending deletion request (tell the person).",
};
