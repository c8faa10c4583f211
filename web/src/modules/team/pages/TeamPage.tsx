import { AdminGate } from "../../projects/components/AdminGate";
import { TeamScreen } from "../components/TeamScreen";

/** /app/team — "Gestão de Equipe Regional" (administrators). */
export function TeamPage() {
  return (
    <AdminGate>
      <TeamScreen />
    </AdminGate>
  );
}
