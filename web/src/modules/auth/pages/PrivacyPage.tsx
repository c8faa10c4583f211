import { LegalDocument } from "../components/LegalDocument";

/** /privacy: what Ponte stores about people and why. */
export function PrivacyPage() {
  return <LegalDocument prefix="auth.privacy" sections={["data", "purpose", "sharing", "cookies", "security", "retention", "rights", "export", "deletion", "contact"]} />;
}
