import type { RouteObject } from "react-router";
import { LandingPage } from "../modules/landing/components/LandingPage";
import { NotFoundPage } from "../pages/NotFoundPage";
import { RouteLoading } from "../ui/feedback/RouteLoading";

/**
 * Real URLs for every screen. Only the landing page is in the first bundle;
 * everything behind sign-in is loaded with `lazy` (and with it Apollo and the
 * session), so a visitor never downloads the admin area.
 */
export const routes: RouteObject[] = [
  { path: "/", element: <LandingPage /> },
  {
    // Apollo + session for everything below; loaded on first use.
    HydrateFallback: RouteLoading,
    lazy: async () => ({ Component: (await import("./AppProviders")).AppProvidersOutlet }),
    children: [
      { path: "/login", lazy: async () => ({ Component: (await import("../modules/auth/pages/LoginPage")).LoginPage }) },
      { path: "/auth/callback", lazy: async () => ({ Component: (await import("../modules/auth/pages/CallbackPage")).CallbackPage }) },
      { path: "/reset-password", lazy: async () => ({ Component: (await import("../modules/auth/pages/ResetPasswordPage")).ResetPasswordPage }) },
      { path: "/terms", lazy: async () => ({ Component: (await import("../modules/auth/pages/TermsPage")).TermsPage }) },
      { path: "/privacy", lazy: async () => ({ Component: (await import("../modules/auth/pages/PrivacyPage")).PrivacyPage }) },
      { path: "/confirm-email", lazy: async () => ({ Component: (await import("../modules/auth/pages/ConfirmEmailPage")).ConfirmEmailPage }) },
      {
        path: "/create-project",
        lazy: async () => ({ Component: (await import("../modules/opportunities/pages/CreateOpportunityPage")).CreateOpportunityPage }),
      },
      {
        path: "/app",
        lazy: async () => ({ Component: (await import("../modules/shell/components/AppShell")).AppShell }),
        children: [
          { index: true, lazy: async () => ({ Component: (await import("../modules/dashboard/pages/DashboardPage")).DashboardPage }) },
          { path: "projects", lazy: async () => ({ Component: (await import("../modules/projects/pages/ProjectsPage")).ProjectsPage }) },
          { path: "clients", lazy: async () => ({ Component: (await import("../modules/clients/pages/ClientsPage")).ClientsPage }) },
          { path: "team", lazy: async () => ({ Component: (await import("../modules/team/pages/TeamPage")).TeamPage }) },
          { path: "finance", lazy: async () => ({ Component: (await import("../modules/finance/pages/FinancePage")).FinancePage }) },
          { path: "analytics", lazy: async () => ({ Component: (await import("../modules/analytics/pages/AnalyticsPage")).AnalyticsPage }) },
          { path: "services", lazy: async () => ({ Component: (await import("../modules/catalogue/pages/ServicesPage")).ServicesPage }) },
          { path: "contact", lazy: async () => ({ Component: (await import("../modules/contact/pages/ContactPage")).ContactPage }) },
          { path: "api-tokens", lazy: async () => ({ Component: (await import("../modules/auth/pages/ApiTokensPage")).ApiTokensPage }) },
        ],
      },
    ],
  },
  { path: "*", element: <NotFoundPage /> },
];
