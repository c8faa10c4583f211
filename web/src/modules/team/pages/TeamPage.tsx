import { AdminOnly } from "../../../ui/access/AdminOnly";
import { useSession } from "../../../session/useSession";
import { TeamScreen } from "../components/TeamScreen";

/** /app/team — "Gestão de Equipe Regional" (administrators). */
export function TeamPage() {
  const { status, user } = useSession();
  return (
    <AdminOnly checking={status === "loading"} isAdmin={user?.role === "ADMIN"}>
      <TeamScreen />
    </AdminOnly>
  );
}
