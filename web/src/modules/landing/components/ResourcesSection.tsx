import { Container, List, SimpleGrid } from "@chakra-ui/react";
import { Check, GraduationCap, HeartPulse, Lightbulb, Store } from "lucide-react";
import { useIntl } from "react-intl";
import { FeatureCard } from "../../../ui/layout/FeatureCard";
import { LandingSection } from "./LandingSection";
import { SectionHeading } from "./SectionHeading";

const FEATURES = [
  { id: "health", icon: HeartPulse, iconColor: "red.600", iconBg: "red.50" },
  { id: "exchange", icon: GraduationCap, iconColor: "blue.700", iconBg: "blue.50" },
  { id: "marketplace", icon: Store, iconColor: "brand.700", iconBg: "brand.50" },
  { id: "innovation", icon: Lightbulb, iconColor: "gold.800", iconBg: "gold.50" },
] as const;

/** The four areas of cooperation (spec §2.2 feature cards). */
export function ResourcesSection() {
  const intl = useIntl();
  return (
    <LandingSection id="resources" labelledBy="resources-title" bg="bg.subtle">
      <Container maxW="7xl">
        <SectionHeading prefix="landing.resources" headingId="resources-title" />
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 4 }} gap="6" mt="12">
          {FEATURES.map(({ id, ...feature }) => (
            <FeatureCard
              key={id}
              {...feature}
              title={intl.formatMessage({ id: `landing.resources.${id}.title` })}
              text={intl.formatMessage({ id: `landing.resources.${id}.text` })}
              large
              transition="transform 0.2s, box-shadow 0.2s"
              _hover={{ transform: "translateY(-4px)", shadow: "lg" }}
            >
              <List.Root variant="plain" gap="2" fontSize="sm">
                {[1, 2, 3].map((n) => (
                  <List.Item key={n} alignItems="flex-start">
                    <List.Indicator asChild color="brand.fg" mt="0.5">
                      <Check aria-hidden="true" />
                    </List.Indicator>
                    {intl.formatMessage({ id: `landing.resources.${id}.point${n}` })}
                  </List.Item>
                ))}
              </List.Root>
            </FeatureCard>
          ))}
        </SimpleGrid>
      </Container>
    </LandingSection>
  );
}
