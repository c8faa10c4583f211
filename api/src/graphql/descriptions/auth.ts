import type { DescriptionMap } from "./keys.ts";
import { connection } from "./relay.ts";

const password = "at least 6 and at most 200 characters, not a common password (BAD_USER_INPUT, reason PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG or PASSWORD_TOO_COMMON)";
const own = "Visible only to the person themself and to administrators (FORBIDDEN for anyone else).";

// Accounts, sign-in, profiles, preferences, administrators' user list and partner API tokens.
export const authDescriptions: DescriptionMap = {
  User: "A person's account and profile. Readable by signed-in members (the network, applicants) and in the person's own sign-in payloads; the e-mail and preferences only by the person and administrators.",
  "User.id": "Opaque global id of the account.",
  "User.fullName": "The person's full name (at most 120 characters).",
  "User.role": "Whether the person is a member or an administrator.",
  "User.country": "Country the person is based in.",
  "User.sector": "Sector the person works in.",
  "User.organization": "Organisation the person works for; null when none was given.",
  "User.avatarUrl": "Path or URL of the person's profile photo; null when they have none (clients show initials).",
  "User.verified": "True when the platform shows the person with a verified badge (true unless the platform withdrew it).",
  "User.createdAt": "When the account was created.",
  "User.email": `E-mail address, used to sign in (lower case). ${own}`,
  "User.language": `Preferred language of the interface and of e-mails. ${own}`,
  "User.notificationsEnabled": `True when the person wants notifications (e.g. about new opportunities). ${own}`,
  "User.theme": `Preferred colour theme of the web app. ${own}`,
  "User.hasPassword": `False for accounts created through Google or Facebook that have not set a password (they can set one with \`requestPasswordReset\`). ${own}`,

  "Query.me":
    "The signed-in person, or null for a visitor (and for a partner API token). A refused access token fails with UNAUTHENTICATED (reason ACCESS_TOKEN_INVALID or SESSION_EXPIRED) instead of answering null, so clients know to refresh the session.",
  "Query.adminUsers": "Every account, newest first. Administrators only.",
  "Query.adminUsers(filter)": "Narrows the list; omit for every account.",
  ...connection("Query.adminUsers", {
    node: "account",
    access: "Administrators only.",
    order: "Newest first.",
    totalCount: "Number of accounts that match the filter, across all pages.",
  }),
  AdminUserFilter: "Narrows the administrators' list of accounts. Every field given must match (AND).",
  "AdminUserFilter.search": "Free text (at most 200 characters), matched case- and accent-insensitively as a substring of the name, e-mail or organisation.",
  "AdminUserFilter.country": "Only accounts in this country.",
  "AdminUserFilter.role": "Only accounts with this role.",

  PreferencesInput: "The signed-in person's preferences; only the fields given change.",
  "PreferencesInput.language": "Preferred language; omit to keep it.",
  "PreferencesInput.notificationsEnabled": "Whether to receive notifications; omit to keep it.",
  "PreferencesInput.theme": "Preferred colour theme; omit to keep it.",
  ProfileInput: "The signed-in person's profile; only the fields given change.",
  "ProfileInput.fullName": "Full name, not blank, at most 120 characters (reasons NAME_AND_COUNTRY_REQUIRED, NAME_TOO_LONG); omit to keep it.",
  "ProfileInput.country": "Country; omit to keep it.",
  "ProfileInput.sector": "Sector; omit to keep it.",
  "ProfileInput.organization": "Organisation, at most 160 characters (reason ORGANIZATION_TOO_LONG); empty or null removes it, omit to keep it.",
  "Mutation.updateMyPreferences": "Saves the signed-in person's preferences and returns their account. Signed-in members only.",
  "Mutation.updateMyPreferences(input)": "The preferences to change.",
  "Mutation.updateMyProfile": "Edits the signed-in person's own profile and returns their account. Signed-in members only.",
  "Mutation.updateMyProfile(input)": "The profile fields to change.",
  "Mutation.setUserRole":
    "Makes a person an administrator or a member. Administrators only; changing one's own role fails with FORBIDDEN (reason CANNOT_CHANGE_OWN_ROLE), an unknown person with NOT_FOUND.",
  "Mutation.setUserRole(userId)": "Global id of the person.",
  "Mutation.setUserRole(role)": "The new role.",

  RegisterInput: "A new account.",
  "RegisterInput.fullName": "Full name, not blank, at most 120 characters (reasons NAME_AND_COUNTRY_REQUIRED, NAME_TOO_LONG).",
  "RegisterInput.email":
    "E-mail address, at most 254 characters; compared trimmed and in lower case (reasons INVALID_EMAIL; CONFLICT EMAIL_TAKEN when already registered).",
  "RegisterInput.password": `Password: ${password}.`,
  "RegisterInput.country": "Country the person is based in.",
  "RegisterInput.sector": "Sector the person works in.",
  "RegisterInput.organization": "Organisation, at most 160 characters (reason ORGANIZATION_TOO_LONG); omit or leave empty for none.",
  "RegisterInput.language": "Preferred language; pt when omitted.",
  RegisterPayload: "The result of `register`.",
  "RegisterPayload.user": "The new account.",
  "RegisterPayload.emailConfirmationRequired": "True when the person must open the link e-mailed to them before they can sign in.",
  "Mutation.register":
    "Creates an account without signing in; sign in next with `signIn`. Public. Limited per network address (RATE_LIMITED with `extensions.retryAfterSeconds`).",
  "Mutation.register(input)": "The new account's details.",
  "Mutation.confirmEmail":
    "Confirms an e-mail address with the token of the confirmation link (valid 48 hours, single use) and returns true. Public. Fails with BAD_USER_INPUT, reason TOKEN_INVALID or TOKEN_EXPIRED.",
  "Mutation.confirmEmail(token)": "The `token` parameter of the confirmation link.",
  "Mutation.resendConfirmation":
    "E-mails a new confirmation link if the address has an unconfirmed account. Always true, so it does not reveal who has an account. Public; rate-limited per address and per e-mail.",
  "Mutation.resendConfirmation(email)": "The account's e-mail address.",

  SignInInput: "E-mail and password sign-in.",
  "SignInInput.email": "The account's e-mail address (compared trimmed and in lower case).",
  "SignInInput.password": "The account's password.",
  "SignInInput.country": "Country chosen on the sign-in form; required, but the account keeps the country of its profile.",
  "SignInInput.rememberMe": "True keeps the session across browser restarts; false ends it when the browser closes or after a day without use.",
  AuthPayload:
    "A signed-in session: a short-lived access token (send it as `Authorization: Bearer <token>`). The refresh token travels only in an HttpOnly cookie, never in the response body.",
  "AuthPayload.accessToken": "The access token (a JWT) to send as `Authorization: Bearer <token>`.",
  "AuthPayload.accessTokenExpiresAt": "When the access token stops working; call `refreshSession` before then.",
  "AuthPayload.user": "The signed-in person.",
  "Mutation.signIn":
    "Signs in with e-mail and password and sets the refresh-token cookie. Public. Fails with UNAUTHENTICATED (reason INVALID_CREDENTIALS), FORBIDDEN (reason EMAIL_NOT_CONFIRMED) or RATE_LIMITED after repeated failures.",
  "Mutation.signIn(input)": "E-mail, password and form options.",
  "Mutation.refreshSession":
    "Issues a new access token from the refresh-token cookie and rotates the cookie. Public. Fails with UNAUTHENTICATED (reason SESSION_EXPIRED) when there is no valid session, and clears the cookie.",
  "Mutation.signOut": "Ends this sign-in on the server and clears the refresh-token cookie. Public; always true.",
  "Mutation.requestPasswordReset":
    "E-mails a password-reset link (valid 1 hour, single use) if the address has an account. Always true, so it does not reveal who has an account. Public; rate-limited per address and per e-mail.",
  "Mutation.requestPasswordReset(email)": "The account's e-mail address.",
  "Mutation.resetPassword":
    "Sets a new password with the token of a reset link, confirms the e-mail and signs the person out everywhere; returns true. Public. Fails with BAD_USER_INPUT (TOKEN_INVALID, TOKEN_EXPIRED or a password reason).",
  "Mutation.resetPassword(token)": "The `token` parameter of the reset link.",
  "Mutation.resetPassword(password)": `The new password: ${password}.`,
  "Mutation.changeMyPassword":
    "Changes the signed-in person's password and ends their other sessions; returns true. Fails with BAD_USER_INPUT (reason WRONG_PASSWORD, or a password reason) and RATE_LIMITED after 5 wrong current passwords in 15 minutes.",
  "Mutation.changeMyPassword(currentPassword)": "The current password.",
  "Mutation.changeMyPassword(newPassword)": `The new password: ${password}.`,

  AuthSettings: "How sign-in works on this installation. Public.",
  "AuthSettings.demoMode": "True on demonstration installations: demo accounts are listed and the sign-in page shows a tip.",
  "AuthSettings.emailConfirmationRequired": "True when new accounts must confirm their e-mail before signing in.",
  "AuthSettings.demoAccounts": "The demonstration accounts; empty outside demo mode.",
  DemoAccount: "A demonstration account (demo installations only).",
  "DemoAccount.role": "Role of the account.",
  "DemoAccount.email": "E-mail to sign in with.",
  "DemoAccount.password": "Password to sign in with.",
  AuthProviderInfo: "An external sign-in provider and whether it can be used.",
  "AuthProviderInfo.provider": "The provider.",
  "AuthProviderInfo.enabled": "True when the provider is configured; sign-in then starts in the browser at `/auth/<provider>/start` (lower case).",
  OAuthProvider: "An external sign-in provider (OAuth 2.0).",
  "OAuthProvider.GOOGLE": "Google.",
  "OAuthProvider.FACEBOOK": "Facebook.",
  "Query.authSettings": "How sign-in works on this installation. Public.",
  "Query.authProviders": "The external sign-in providers, each with whether it is configured. Public.",

  ApiToken: "A partner organisation's API token. The secret itself is never readable after creation. Administrators only.",
  "ApiToken.id": "Opaque global id of the token.",
  "ApiToken.name": "Name given by the administrator, e.g. the partner's name (at most 100 characters).",
  "ApiToken.prefix": "The first characters of the secret, to tell tokens apart.",
  "ApiToken.scopes": "What the token may do; today only `opportunities:read`.",
  "ApiToken.expiresAt": "When the token stops working.",
  "ApiToken.revokedAt": "When an administrator revoked it; null while it has not been revoked.",
  "ApiToken.lastUsedAt": "When it was last used (to the minute); null when never used.",
  "ApiToken.createdAt": "When it was created.",
  "ApiToken.createdBy": "Administrator who created it; null when that account was deleted.",
  CreatedApiToken: "A newly created API token, with its secret shown this once. Administrators only.",
  "CreatedApiToken.token":
    "The secret to send as `Authorization: Bearer <token>`. Shown only here: only its hash is stored. A revoked, expired or unknown token fails every request with UNAUTHENTICATED (reason API_TOKEN_REVOKED, API_TOKEN_EXPIRED or API_TOKEN_INVALID).",
  "CreatedApiToken.apiToken": "The token's details.",
  CreateApiTokenInput: "A new partner API token.",
  "CreateApiTokenInput.name": "Name, 1 to 100 characters after trimming.",
  "CreateApiTokenInput.expiresInDays": "Days until the token expires, 1 to 365.",
  "CreateApiTokenInput.scopes": "What the token may do, at least one of: `opportunities:read` (duplicates are ignored).",
  "Query.apiTokens": "Every partner API token, newest first. Administrators only.",
  ...connection("Query.apiTokens", {
    node: "API token",
    access: "Administrators only.",
    order: "Newest first.",
    totalCount: "Number of API tokens, revoked and expired ones included.",
  }),
  "Mutation.createApiToken": "Creates a partner API token and returns its secret once. Administrators only.",
  "Mutation.createApiToken(input)": "The token's name, lifetime and scopes.",
  "Mutation.revokeApiToken": "Stops a token from working at once; revoking twice keeps the first date. Administrators only. Fails with NOT_FOUND.",
  "Mutation.revokeApiToken(id)": "Global id of the token.",
};
