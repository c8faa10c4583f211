import { Box, Container, Heading, Icon, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Check, GraduationCap, HeartPulse, Lightbulb, Store } from "lucide-react";
import { useIntl } from "react-intl";
import { LandingSection } from "./LandingSection";
import { SectionHeading } from "./SectionHeading";

const FEATURES = [
  { id: "health", icon: HeartPulse, color: "red.600", bg: "red.50" },
  { id: "exchange", icon: GraduationCap, color: "blue.700", bg: "blue.50" },
  { id: "marketplace", icon: Store, color: "brand.700", bg: "brand.50" },
  { id: "innovation", icon: Lightbulb, color: "gold.800", bg: "gold.50" },
] as const;

/** The four areas of cooperation (spec §2.2 feature cards). */
export function ResourcesSection() {
  const intl = useIntl();
  return (
    <LandingSection id="resources" labelledBy="resources-title" bg="bg.subtle">
      <Container maxW="7xl">
        <SectionHeading prefix="landing.resources" headingId="resources-title" />
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 4 }} gap="6" mt="12">
          {FEATURES.map(({ id, icon, color, bg }) => (
            <Stack
              as="li"
              key={id}
              gap="4"
              p="6"
              rounded="2xl"
              bg="bg"
              borderWidth="1px"
              borderColor="border.muted"
              shadow="sm"
              transition="transform 0.2s, box-shadow 0.2s"
              _hover={{ transform: "translateY(-4px)", shadow: "lg" }}
            >
              <Box alignSelf="flex-start" p="3" rounded="xl" bg={bg} color={color}>
                <Icon as={icon} boxSize="7" aria-hidden="true" />
              </Box>
              <Heading as="h3" fontSize="xl">
                {intl.formatMessage({ id: `landing.resources.${id}.title` })}
              </Heading>
              <Text color="fg.muted">{intl.formatMessage({ id: `landing.resources.${id}.text` })}</Text>
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
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </LandingSection>
  );
}
