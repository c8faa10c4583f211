import { Suspense, lazy } from "react";
import { useSearchParams } from "react-router";
import { useSession } from "../modules/auth/session/useSession";
import { RouteLoading } from "../ui/feedback/RouteLoading";

// Two chunks, so a member never downloads the administrators' dashboard
// (its tabs pull in the opportunity, application, request and user admin).
const AdminDashboard = lazy(async () => ({ default: (await import("../modules/dashboard/components/AdminDashboard")).AdminDashboard }));
const MemberDashboard = lazy(async () => ({ default: (await import("../modules/dashboard/components/MemberDashboard")).MemberDashboard }));

/** /app: administrators get the admin dashboard (or their personal one with ?view=member), members theirs. */
export function DashboardRoute() {
  const { user } = useSession();
  const [params] = useSearchParams();
  if (!user) return null;
  return <Suspense fallback={<RouteLoading />}>{user.role === "ADMIN" && params.get("view") !== "member" ? <AdminDashboard /> : <MemberDashboard />}</Suspense>;
}
