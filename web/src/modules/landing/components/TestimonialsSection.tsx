import { Badge, Box, Container, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Quote } from "lucide-react";
import { useIntl } from "react-intl";
import { SOFT_CARD } from "../../../ui/layout/softCard";
import { InitialsAvatar } from "./InitialsAvatar";
import { LandingSection } from "./LandingSection";
import { SectionHeading } from "./SectionHeading";

/** Six people, two from each country in turn; their texts are `landing.testimonials.t<n>.*`. */
const TESTIMONIALS = (["AO", "NA", "ZA", "AO", "NA", "ZA"] as const).map((country, i) => ({ id: `t${i + 1}`, country }));

const COUNTRY_PALETTE = { AO: "red", NA: "blue", ZA: "green" } as const;

/** Six people from the three countries on what the cooperation changed for them. */
export function TestimonialsSection() {
  const intl = useIntl();
  return (
    <LandingSection id="testimonials" labelledBy="testimonials-title">
      <Container maxW="7xl">
        <SectionHeading prefix="landing.testimonials" headingId="testimonials-title" />
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6" mt="12">
          {TESTIMONIALS.map(({ id, country }) => {
            const name = intl.formatMessage({ id: `landing.testimonials.${id}.name` });
            return (
              <Box as="li" key={id}>
                <Stack as="figure" h="full" gap="5" p="7" {...SOFT_CARD}>
                  <Box color="gold.500" aria-hidden="true">
                    <Quote size={28} />
                  </Box>
                  <Text as="blockquote" flex="1" fontSize="md" lineHeight="tall" color="fg">
                    {intl.formatMessage({ id: `landing.testimonials.${id}.quote` })}
                  </Text>
                  <HStack as="figcaption" gap="3">
                    <InitialsAvatar name={name} colorPalette="brand" />
                    <Box flex="1" minW="0">
                      <Text fontWeight="semibold">{name}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {intl.formatMessage({ id: `landing.testimonials.${id}.role` })}
                      </Text>
                    </Box>
                    <Badge colorPalette={COUNTRY_PALETTE[country]} variant="subtle">
                      {intl.formatMessage({ id: `common.country.${country}` })}
                    </Badge>
                  </HStack>
                </Stack>
              </Box>
            );
          })}
        </SimpleGrid>
      </Container>
    </LandingSection>
  );
}
