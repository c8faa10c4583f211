import type { RouteObject } from "react-router";
import { LandingPage } from "../modules/landing/components/LandingPage";
import { NotFoundPage } from "../pages/NotFoundPage";

/**
 * Real URLs for every screen. Only the landing page is in the first bundle;
 * everything behind sign-in is loaded with `lazy`.
 */
export const routes: RouteObject[] = [
  { path: "/", element: <LandingPage /> },
  { path: "*", element: <NotFoundPage /> },
];
