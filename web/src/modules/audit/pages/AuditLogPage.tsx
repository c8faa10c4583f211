import { AdminOnly } from "../../../session/AdminOnly";
import { AuditLogScreen } from "../components/AuditLogScreen";

/** /app/audit — "Registro de auditoria" (administrators). */
export function AuditLogPage() {
  return (
    <AdminOnly>
      <AuditLogScreen />
    </AdminOnly>
  );
}
