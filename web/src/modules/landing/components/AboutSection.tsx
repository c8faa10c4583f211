import { Box, Container, Flex, Grid, Heading, HStack, Icon, SimpleGrid, Stack, Text, Wrap } from "@chakra-ui/react";
import { Clock, FolderKanban, Gift, Headset, MapPin } from "lucide-react";
import { useIntl } from "react-intl";
import { OFFICES } from "../../../domain/organisation";
import { LandingSection } from "./LandingSection";
import { SectionHeading } from "./SectionHeading";
import { cityLabelId } from "../../../domain/cities";

const CLAIMS = [
  { id: "projects", icon: FolderKanban },
  { id: "reply", icon: Clock },
  { id: "support", icon: Headset },
  { id: "consultation", icon: Gift },
] as const;

/** Who we are, and what a visitor can count on. */
export function AboutSection() {
  const intl = useIntl();
  return (
    <LandingSection id="about" labelledBy="about-title">
      <Container maxW="7xl">
        <Grid templateColumns={{ base: "1fr", lg: "1fr 1fr" }} gap={{ base: "10", lg: "16" }} alignItems="center">
          <Stack gap="6">
            <SectionHeading prefix="landing.about" headingId="about-title" align="start" />
            <Text color="fg.muted" fontSize={{ base: "md", md: "lg" }}>
              {intl.formatMessage({ id: "landing.about.body" })}
            </Text>
            <Box rounded="xl" borderWidth="1px" borderColor="brand.muted" bg="brand.subtle" p="5">
              <HStack gap="2" mb="3" color="brand.fg">
                <MapPin size={18} aria-hidden="true" />
                <Text fontWeight="semibold">{intl.formatMessage({ id: "landing.about.offices" })}</Text>
              </HStack>
              <Wrap as="ul" listStyleType="none" gap="2">
                {OFFICES.map((o) => (
                  <Box as="li" key={o.id} bg="bg" rounded="full" px="3" py="1" fontSize="sm" borderWidth="1px" borderColor="border.muted">
                    {intl.formatMessage({ id: cityLabelId(o.id) })}
                  </Box>
                ))}
              </Wrap>
            </Box>
          </Stack>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="5">
            {CLAIMS.map(({ id, icon }) => (
              <Flex as="li" key={id} direction="column" gap="3" p="6" rounded="xl" bg="bg" borderWidth="1px" borderColor="border.muted" shadow="sm">
                <Icon as={icon} boxSize="10" p="2" rounded="lg" bg="gold.subtle" color="gold.fg" aria-hidden="true" />
                <Heading as="h3" fontSize="2xl" fontWeight="extrabold" color="brand.fg">
                  {intl.formatMessage({ id: `landing.about.claim.${id}.value` })}
                </Heading>
                <Text color="fg.muted">{intl.formatMessage({ id: `landing.about.claim.${id}.text` })}</Text>
              </Flex>
            ))}
          </SimpleGrid>
        </Grid>
      </Container>
    </LandingSection>
  );
}
