import { useSearchParams } from "react-router";
import { useSession } from "../../auth/session/useSession";
import { AdminDashboard } from "../components/AdminDashboard";
import { MemberDashboard } from "../components/MemberDashboard";

/** /app: administrators get the admin dashboard (or their personal one with ?view=member), members theirs. */
export function DashboardPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  if (!user) return null;
  return user.role === "ADMIN" && params.get("view") !== "member" ? <AdminDashboard /> : <MemberDashboard />;
}
