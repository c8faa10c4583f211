import { AdminOnly } from "../../../session/AdminOnly";
import { TeamScreen } from "../components/TeamScreen";

/** /app/team — "Gestão de Equipe Regional" (administrators). */
export function TeamPage() {
  return (
    <AdminOnly>
      <TeamScreen />
    </AdminOnly>
  );
}
