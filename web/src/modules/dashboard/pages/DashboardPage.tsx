import { type ComponentType, Suspense, lazy, useState } from "react";
import { useSearchParams } from "react-router";
import { RouteLoading } from "../../../ui/feedback/RouteLoading";
import { useSession } from "../../../session/useSession";

// Two chunks, so a member never downloads the administrators' dashboard
// (its tabs pull in the opportunity, application, request and user admin).
const AdminDashboard = lazy(async () => ({ default: (await import("../components/AdminDashboard")).AdminDashboard }));
const loadMember = () => import("../components/MemberDashboard");
const MemberDashboard = lazy(async () => ({ default: (await loadMember()).MemberDashboard }));

// Most people on /app are members: fetch their dashboard with this page, while
// the session is still being checked. Once it is here it renders in the same
// pass as the shell around it (React.lazy would suspend once more, costing a
// second render pass before the dashboard's queries leave).
let memberLoaded: ComponentType | null = null;
loadMember()
  .then((m) => {
    memberLoaded = m.MemberDashboard;
  })
  .catch(() => {
    // React.lazy above retries it and shows the route's error when it fails
  });

/** /app: administrators get the admin dashboard (or their personal one with ?view=member), members theirs. */
export function DashboardPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  // chosen once: switching from the lazy wrapper to the loaded component would remount the dashboard
  const [Member] = useState(() => memberLoaded ?? MemberDashboard);
  if (!user) return null;
  const Dashboard = user.role === "ADMIN" && params.get("view") !== "member" ? AdminDashboard : Member;
  return (
    <Suspense fallback={<RouteLoading />}>
      <Dashboard />
    </Suspense>
  );
}
