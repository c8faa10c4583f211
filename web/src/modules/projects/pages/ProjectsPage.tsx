import { AdminGate } from "../components/AdminGate";
import { ProjectsScreen } from "../components/ProjectsScreen";

/** /app/projects — "Gestão de Projetos Regionais" (administrators). */
export function ProjectsPage() {
  return (
    <AdminGate>
      <ProjectsScreen />
    </AdminGate>
  );
}
