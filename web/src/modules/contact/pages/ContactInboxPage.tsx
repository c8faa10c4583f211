import { AdminOnly } from "../../../ui/access/AdminOnly";
import { useSession } from "../../../session/useSession";
import { ContactInboxScreen } from "../components/ContactInboxScreen";

/** /app/contact/messages — the team's inbox of contact-form messages (administrators). */
export function ContactInboxPage() {
  const { status, user } = useSession();
  return (
    <AdminOnly checking={status === "loading"} isAdmin={user?.role === "ADMIN"}>
      <ContactInboxScreen />
    </AdminOnly>
  );
}
