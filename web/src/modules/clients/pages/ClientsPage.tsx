import { AdminOnly } from "../../../session/AdminOnly";
import { ClientsScreen } from "../components/ClientsScreen";

/** /app/clients — "Clientes & Parceiros" (administrators). */
export function ClientsPage() {
  return (
    <AdminOnly>
      <ClientsScreen />
    </AdminOnly>
  );
}
