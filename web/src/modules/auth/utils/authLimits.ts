/** Spec §5 and §9: the numbers the accounts screens follow. */
export const AUTH_LIMITS = {
  /** callback screen: redirect after a confirmed session (spec: 1.5 to 2 s) */
  callbackSuccessRedirectMs: 1800,
  /** callback screen: an OAuth error stays readable this long before going home */
  callbackErrorRedirectMs: 4000,
  /** callback screen: "session not found" before going home */
  callbackNoSessionRedirectMs: 3000,
  /** callback screen: safety timeout, then home 2 s later */
  callbackSafetyTimeoutMs: 15000,
  callbackTimeoutRedirectMs: 2000,
} as const;
