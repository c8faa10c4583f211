/**
 * The browser tab's title for each screen (WCAG 2.4.2): "<screen> · Ponte",
 * in the current language. Deep links below an area (`/app/projects/…`) take
 * the area's title; the dashboard's tabs (`/app?tab=…`) their own.
 */
const TITLES: Record<string, string> = {
  "/": "home",
  "/login": "login",
  "/auth/callback": "login",
  "/reset-password": "resetPassword",
  "/terms": "terms",
  "/privacy": "privacy",
  "/link-account": "linkAccount",
  "/confirm-email": "confirmEmail",
  "/developers": "developers",
  "/create-project": "createOpportunity",
  "/app": "dashboard",
  "/app/projects": "projects",
  "/app/clients": "clients",
  "/app/team": "team",
  "/app/finance": "finance",
  "/app/analytics": "analytics",
  "/app/services": "services",
  "/app/contact": "contact",
  "/app/contact/messages": "contactInbox",
  "/app/api-tokens": "apiTokens",
  "/app/webhooks": "webhooks",
  "/app/audit": "audit",
};

export const HOME_TITLE = "common.pageTitle.home";

const DASHBOARD_TABS = new Set(["overview", "applications", "requests", "opportunities", "users", "network", "resources"]);

/** The message id of the screen at `pathname` + `search` (`common.pageTitle.<screen>`); unknown paths are the not-found page. */
export function pageTitleId(pathname: string, search: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const params = new URLSearchParams(search);
  if (path === "/login" && params.get("mode") === "register") return "common.pageTitle.register";
  if (path === "/app") {
    const tab = params.get("tab");
    if (tab && DASHBOARD_TABS.has(tab)) return `common.pageTitle.tab.${tab}`;
  }
  const area = TITLES[path] ?? TITLES[path.split("/").slice(0, 3).join("/")];
  return `common.pageTitle.${area ?? "notFound"}`;
}
