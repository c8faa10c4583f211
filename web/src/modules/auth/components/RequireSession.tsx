import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useSession } from "../../../session/useSession";
import { SessionLoadingScreen } from "./SessionLoadingScreen";

/**
 * Guards the signed-in area: the loading screen while the session is checked,
 * the sign-in screen (coming back here afterwards) for visitors. Renders its
 * children, or the route's outlet when used as a layout element.
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === "loading") return <SessionLoadingScreen />;
  if (status === "anonymous") {
    const next = encodeURIComponent(location.pathname + location.search + location.hash);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  return <>{children ?? <Outlet />}</>;
}
