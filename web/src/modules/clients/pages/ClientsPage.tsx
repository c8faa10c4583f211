import { AdminOnly } from "../../../ui/access/AdminOnly";
import { useSession } from "../../../session/useSession";
import { ClientsScreen } from "../components/ClientsScreen";

/** /app/clients — "Clientes & Parceiros" (administrators). */
export function ClientsPage() {
  const { status, user } = useSession();
  return (
    <AdminOnly checking={status === "loading"} isAdmin={user?.role === "ADMIN"}>
      <ClientsScreen />
    </AdminOnly>
  );
}
