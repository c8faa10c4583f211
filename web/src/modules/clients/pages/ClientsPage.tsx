import { AdminGate } from "../../projects/components/AdminGate";
import { ClientsScreen } from "../components/ClientsScreen";

/** /app/clients — "Clientes & Parceiros" (administrators). */
export function ClientsPage() {
  return (
    <AdminGate>
      <ClientsScreen />
    </AdminGate>
  );
}
