import { LegalDocument } from "../components/LegalDocument";

/** /terms: terms of use. */
export function TermsPage() {
  return <LegalDocument prefix="auth.terms" sections={["service", "account", "use", "content", "opportunities", "ending", "liability", "changes", "contact"]} />;
}
