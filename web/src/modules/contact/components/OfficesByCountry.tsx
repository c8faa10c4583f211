import { Box, Heading, HStack, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { MapPin, Phone } from "lucide-react";
import { useIntl } from "react-intl";
import { OFFICES, type OfficeCountry, telHref } from "../../../domain/organisation";
import { cityLabelId } from "../../../domain/cities";
import { SOFT_CARD } from "../../../ui/layout/softCard";
import { ContactSection } from "./ContactSection";

const COUNTRIES: OfficeCountry[] = ["AO", "NA", "ZA"];
const ACCENT: Record<OfficeCountry, string> = { AO: "red.600", NA: "blue.600", ZA: "green.600" };

/** The six offices grouped by country, each with its phone line. */
export function OfficesByCountry() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <ContactSection id="offices" titleId="contact-offices-title" title={t("contact.offices.title")} scrollMarginTop="6" tabIndex={-1} outline="none">
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="5">
        {COUNTRIES.map((c) => (
          <Box key={c} p="6" {...SOFT_CARD} borderTopWidth="4px" borderTopColor={ACCENT[c]}>
            <Heading as="h3" fontSize="lg" mb="4">
              {t(`common.country.${c}`)}
            </Heading>
            <Stack as="ul" listStyleType="none" gap="4">
              {OFFICES.filter((o) => o.country === c).map((o) => (
                <Stack as="li" key={o.id} gap="1">
                  <HStack gap="2" fontWeight="semibold">
                    <MapPin size={16} aria-hidden="true" />
                    <Text>{t(cityLabelId(o.id))}</Text>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted" ps="6">
                    {t(`contact.office.${o.id}.role`)}
                  </Text>
                  <HStack gap="2" fontSize="sm" ps="6">
                    <Phone size={14} aria-hidden="true" />
                    <Link href={telHref(o.phone)} color="brand.fg" textDecoration="underline" textUnderlineOffset="3px" whiteSpace="nowrap">
                      {o.phone}
                    </Link>
                  </HStack>
                </Stack>
              ))}
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
    </ContactSection>
  );
}
