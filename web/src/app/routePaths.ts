/**
 * Every URL the web app has a page for, for the server: it answers 200 to
 * these and 404 (still with the app, which then shows its not-found page) to
 * anything else. The build writes this list to `dist/routes.json`
 * (vite.config.ts); routePaths.test.ts fails when a route in routes.tsx is
 * missing here.
 *
 * A pattern ending in `/*` also covers the paths below it: an area of the app
 * keeps its own deep links (`/app/projects/…`) without the server's list
 * changing.
 */
export const ROUTE_PATHS: readonly string[] = [
  "/",
  "/login",
  "/auth/callback",
  "/reset-password",
  "/terms",
  "/privacy",
  "/confirm-email",
  "/link-account",
  "/create-project",
  "/developers",
  "/app",
  "/app/projects/*",
  "/app/clients/*",
  "/app/team/*",
  "/app/finance/*",
  "/app/analytics/*",
  "/app/services/*",
  "/app/contact/*",
  "/app/api-tokens/*",
  "/app/webhooks/*",
  "/app/audit/*",
];

/** Whether `pathname` is one of the app's pages (ROUTE_PATHS' rules; a trailing slash is ignored). */
export function isAppRoute(pathname: string, patterns: readonly string[] = ROUTE_PATHS): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return patterns.some((pattern) => (pattern.endsWith("/*") ? path === pattern.slice(0, -2) || path.startsWith(pattern.slice(0, -1)) : path === pattern));
}
