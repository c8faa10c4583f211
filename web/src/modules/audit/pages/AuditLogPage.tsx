import { AdminOnly } from "../../../ui/access/AdminOnly";
import { useSession } from "../../../session/useSession";
import { AuditLogScreen } from "../components/AuditLogScreen";

/** /app/audit — "Registro de auditoria" (administrators). */
export function AuditLogPage() {
  const { status, user } = useSession();
  return (
    <AdminOnly checking={status === "loading"} isAdmin={user?.role === "ADMIN"}>
      <AuditLogScreen />
    </AdminOnly>
  );
}
