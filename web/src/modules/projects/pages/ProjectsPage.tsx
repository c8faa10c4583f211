import { AdminOnly } from "../../../session/AdminOnly";
import { ProjectsScreen } from "../components/ProjectsScreen";

/** /app/projects — "Gestão de Projetos Regionais" (administrators). */
export function ProjectsPage() {
  return (
    <AdminOnly>
      <ProjectsScreen />
    </AdminOnly>
  );
}
