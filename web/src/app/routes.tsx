import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { requireMessages } from "../i18n/locales";
import { LandingPage } from "../modules/landing/components/LandingPage";
import { RouteErrorPage } from "../pages/RouteErrorPage";
import { RouteLoading } from "../ui/feedback/RouteLoading";

/** A screen beyond the account screens: it waits for every catalogue (the sign-in page has only the account screens'). */
const withAllMessages = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), requireMessages("all")]);
  return { Component };
};

/**
 * Real URLs for every screen. Only the landing page is in the first bundle;
 * everything behind sign-in is loaded with `lazy` (and with it Apollo and the
 * session), so a visitor never downloads the admin area.
 */
export const routes: RouteObject[] = [
  // a screen that throws shows a friendly page with a way home, not the router's "Unexpected Application Error!"
  { path: "/", element: <LandingPage />, errorElement: <RouteErrorPage /> },
  {
    // Apollo + session for everything below, and the account screens' texts
    // (the landing page has only its own; the rest ask for every catalogue):
    // loaded on first use.
    HydrateFallback: RouteLoading,
    errorElement: <RouteErrorPage />,
    lazy: async () => {
      const [{ AppProvidersOutlet }] = await Promise.all([import("./AppProviders"), requireMessages("auth")]);
      return { Component: AppProvidersOutlet };
    },
    children: [
      { path: "/login", lazy: async () => ({ Component: (await import("../modules/auth/pages/LoginPage")).LoginPage }) },
      { path: "/auth/callback", lazy: async () => ({ Component: (await import("../modules/auth/pages/CallbackPage")).CallbackPage }) },
      { path: "/reset-password", lazy: async () => ({ Component: (await import("../modules/auth/pages/ResetPasswordPage")).ResetPasswordPage }) },
      { path: "/terms", lazy: async () => ({ Component: (await import("../modules/auth/pages/TermsPage")).TermsPage }) },
      { path: "/privacy", lazy: async () => ({ Component: (await import("../modules/auth/pages/PrivacyPage")).PrivacyPage }) },
      { path: "/link-account", lazy: async () => ({ Component: (await import("../modules/auth/pages/LinkAccountPage")).LinkAccountPage }) },
      { path: "/confirm-email", lazy: async () => ({ Component: (await import("../modules/auth/pages/ConfirmEmailPage")).ConfirmEmailPage }) },
      { path: "/developers", lazy: withAllMessages(async () => (await import("../modules/developers/pages/DevelopersPage")).DevelopersPage) },
      {
        path: "/create-project",
        lazy: withAllMessages(async () => (await import("../modules/opportunities/pages/CreateOpportunityPage")).CreateOpportunityPage),
      },
      {
        path: "/app",
        lazy: withAllMessages(async () => (await import("../modules/shell/components/AppShell")).AppShell),
        children: [
          { index: true, lazy: async () => ({ Component: (await import("../modules/dashboard/pages/DashboardPage")).DashboardPage }) },
          { path: "projects", lazy: async () => ({ Component: (await import("../modules/projects/pages/ProjectsPage")).ProjectsPage }) },
          { path: "clients", lazy: async () => ({ Component: (await import("../modules/clients/pages/ClientsPage")).ClientsPage }) },
          { path: "team", lazy: async () => ({ Component: (await import("../modules/team/pages/TeamPage")).TeamPage }) },
          { path: "finance", lazy: async () => ({ Component: (await import("../modules/finance/pages/FinancePage")).FinancePage }) },
          { path: "finance/invoices/:id", lazy: async () => ({ Component: (await import("../modules/finance/pages/InvoicePage")).InvoicePage }) },
          { path: "analytics", lazy: async () => ({ Component: (await import("../modules/analytics/pages/AnalyticsPage")).AnalyticsPage }) },
          { path: "services", lazy: async () => ({ Component: (await import("../modules/catalogue/pages/ServicesPage")).ServicesPage }) },
          { path: "contact", lazy: async () => ({ Component: (await import("../modules/contact/pages/ContactPage")).ContactPage }) },
          { path: "contact/messages", lazy: async () => ({ Component: (await import("../modules/contact/pages/ContactInboxPage")).ContactInboxPage }) },
          { path: "api-tokens", lazy: async () => ({ Component: (await import("../modules/developers/pages/ApiTokensPage")).ApiTokensPage }) },
          { path: "webhooks", lazy: async () => ({ Component: (await import("../modules/developers/pages/WebhooksPage")).WebhooksPage }) },
          { path: "audit", lazy: async () => ({ Component: (await import("../modules/audit/pages/AuditLogPage")).AuditLogPage }) },
        ],
      },
    ],
  },
  { path: "*", HydrateFallback: RouteLoading, lazy: async () => ({ Component: (await import("../pages/NotFoundPage")).NotFoundPage }) },
];
