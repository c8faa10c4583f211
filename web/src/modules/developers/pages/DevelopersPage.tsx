import { AuthPageFrame } from "../../../ui/layout/AuthPageFrame";
import { DevelopersGuide } from "../components/DevelopersGuide";

/** /developers: the public API guide for partners (public, no sign-in). */
export function DevelopersPage() {
  return (
    <AuthPageFrame maxW="4xl">
      <DevelopersGuide />
    </AuthPageFrame>
  );
}
