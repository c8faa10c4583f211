import { AdminOnly } from "../../../session/AdminOnly";
import { ContactInboxScreen } from "../components/ContactInboxScreen";

/** /app/contact/messages — the team's inbox of contact-form messages (administrators). */
export function ContactInboxPage() {
  return (
    <AdminOnly>
      <ContactInboxScreen />
    </AdminOnly>
  );
}
