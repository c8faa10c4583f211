import { Suspense, lazy } from "react";
import { useSearchParams } from "react-router";
import { RouteLoading } from "../../../ui/feedback/RouteLoading";
import { useSession } from "../../../session/useSession";

// Two chunks, so a member never downloads the administrators' dashboard
// (its tabs pull in the opportunity, application, request and user admin).
const AdminDashboard = lazy(async () => ({ default: (await import("../components/AdminDashboard")).AdminDashboard }));
const MemberDashboard = lazy(async () => ({ default: (await import("../components/MemberDashboard")).MemberDashboard }));

/** /app: administrators get the admin dashboard (or their personal one with ?view=member), members theirs. */
export function DashboardPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  if (!user) return null;
  return <Suspense fallback={<RouteLoading />}>{user.role === "ADMIN" && params.get("view") !== "member" ? <AdminDashboard /> : <MemberDashboard />}</Suspense>;
}
