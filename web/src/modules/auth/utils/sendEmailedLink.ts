import { type AuthErrorContext, type AuthResult, authErrorMessage } from "./authErrorMessage";

/** Sends a link by e-mail (a password reset, the confirmation again) and says how it went: sent to that address, or the screen's refusal (spec §8). */
export async function sendEmailedLink(send: () => Promise<unknown>, email: string, sentId: string, context: AuthErrorContext): Promise<AuthResult> {
  try {
    await send();
    return { status: "success", id: sentId, values: { email } };
  } catch (error) {
    return { status: "error", ...authErrorMessage(error, context) };
  }
}
