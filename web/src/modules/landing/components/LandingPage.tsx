import { Box, SkipNavLink } from "@chakra-ui/react";
import { useEffect } from "react";
import { useIntl } from "react-intl";
import { scrollToSection } from "../utils/scrollToSection";
import { AboutSection } from "./AboutSection";
import { CallToActionSection } from "./CallToActionSection";
import { HeroSection } from "./HeroSection";
import { ImpactSection } from "./ImpactSection";
import { LandingFooter } from "./LandingFooter";
import { LandingHeader } from "./LandingHeader";
import { ResourcesSection } from "./ResourcesSection";
import { TestimonialsSection } from "./TestimonialsSection";

/** The public page (spec §2.2). Lean on purpose: no Apollo, nothing behind sign-in. */
export function LandingPage() {
  const intl = useIntl();
  useEffect(() => {
    // A shared address with a hash (/#impact) opens at that section.
    const hash = window.location.hash.slice(1);
    if (hash) requestAnimationFrame(() => scrollToSection(hash));
  }, []);
  return (
    <Box minH="100dvh" bg="bg">
      <SkipNavLink href="#main">{intl.formatMessage({ id: "landing.skipToContent" })}</SkipNavLink>
      <LandingHeader />
      <Box as="main" id="main" tabIndex={-1} outline="none">
        <HeroSection />
        <AboutSection />
        <ResourcesSection />
        <TestimonialsSection />
        <ImpactSection />
        <CallToActionSection />
      </Box>
      <LandingFooter />
    </Box>
  );
}
