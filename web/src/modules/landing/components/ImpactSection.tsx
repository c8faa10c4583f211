import { Box, Container, Flex, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { MapPin } from "lucide-react";
import { useIntl } from "react-intl";
import { OFFICES } from "../../../domain/organisation";
import { LandingSection } from "./LandingSection";
import { SectionHeading } from "./SectionHeading";
import { cityLabelId } from "../../../domain/cities";

/** Populations in millions (spec §2.2). */
const POPULATIONS = [
  { country: "AO", millions: 33 },
  { country: "NA", millions: 2.5 },
  { country: "ZA", millions: 59.5 },
] as const;
const LARGEST = Math.max(...POPULATIONS.map((p) => p.millions));

/** Where the platform reaches: each country's population and offices. */
export function ImpactSection() {
  const intl = useIntl();
  return (
    <LandingSection id="impact" labelledBy="impact-title" bg="brand.900" color="white">
      <Container maxW="7xl">
        <SectionHeading prefix="landing.impact" headingId="impact-title" tone="dark" />
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6" mt="12">
          {POPULATIONS.map(({ country, millions }) => {
            const offices = OFFICES.filter((o) => o.country === country);
            return (
              <Stack as="li" key={country} gap="4" p="7" rounded="2xl" bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.200">
                <Heading as="h3" fontSize="xl">
                  {intl.formatMessage({ id: `common.country.${country}` })}
                </Heading>
                <Box>
                  <Text fontSize={{ base: "3xl", md: "4xl" }} fontWeight="extrabold" color="gold.300" lineHeight="1.1">
                    {intl.formatMessage({ id: "landing.impact.millions" }, { value: intl.formatNumber(millions, { maximumFractionDigits: 1 }) })}
                  </Text>
                  <Text color="whiteAlpha.800" fontSize="sm">
                    {intl.formatMessage({ id: "landing.impact.population" })}
                  </Text>
                </Box>
                <Box h="2" rounded="full" bg="whiteAlpha.200" aria-hidden="true">
                  <Box h="full" rounded="full" bg="gold.400" style={{ width: `${Math.max(4, (millions / LARGEST) * 100)}%` }} />
                </Box>
                <HStack gap="2" color="whiteAlpha.900" fontSize="sm" align="flex-start">
                  <Box as="span" mt="0.5" flexShrink={0}>
                    <MapPin size={16} aria-hidden="true" />
                  </Box>
                  <Text>
                    {intl.formatMessage(
                      { id: "landing.impact.offices" },
                      {
                        offices: intl.formatList(
                          offices.map((o) => intl.formatMessage({ id: cityLabelId(o.id) })),
                          { type: "conjunction" },
                        ),
                      },
                    )}
                  </Text>
                </HStack>
              </Stack>
            );
          })}
        </SimpleGrid>
        <Flex mt="10" direction={{ base: "column", md: "row" }} justify="center" align="center" gap={{ base: "2", md: "4" }} textAlign="center">
          <Text fontSize={{ base: "3xl", md: "5xl" }} fontWeight="extrabold" color="gold.300">
            {intl.formatMessage({ id: "landing.hero.stat.population.value" })}
          </Text>
          <Text fontSize={{ base: "md", md: "xl" }} color="whiteAlpha.900" maxW="xl">
            {intl.formatMessage({ id: "landing.impact.total" })}
          </Text>
        </Flex>
      </Container>
    </LandingSection>
  );
}
