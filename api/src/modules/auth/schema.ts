// Accounts and access: registration, sign-in sessions, password reset,
// e-mail confirmation, OAuth redirects, partner API tokens.
import "./api-token.ts";
import "./auth-settings.ts";
import "./oauth-linking.ts";
import "./oauth-routes.ts";
import "./passwords.ts";
import "./registration.ts";
import "./sign-in.ts";
