import { AdminOnly } from "../../../ui/access/AdminOnly";
import { useSession } from "../../../session/useSession";
import { ProjectsScreen } from "../components/ProjectsScreen";

/** /app/projects — "Gestão de Projetos Regionais" (administrators). */
export function ProjectsPage() {
  const { status, user } = useSession();
  return (
    <AdminOnly checking={status === "loading"} isAdmin={user?.role === "ADMIN"}>
      <ProjectsScreen />
    </AdminOnly>
  );
}
