import { Box, Container, Flex, Grid, Heading, HStack, IconButton, Link, Stack, Text } from "@chakra-ui/react";
import { type LucideIcon, Mail, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { TextLink } from "../../../ui/layout/TextLink";
import { version } from "../../../../package.json";
import { SocialIcon } from "../../../domain/SocialIcon";
import { CONTACT_EMAIL, OFFICES, PHONES, SOCIAL_LINKS, SUPPORT_EMAIL, WHATSAPP_NUMBER, mailtoHref, telHref, whatsappHref } from "../../../domain/organisation";
import { BrandMark } from "./BrandMark";
import { LandingSection } from "./LandingSection";
import { cityLabelId } from "../../../domain/cities";

const COUNTRIES = ["AO", "NA", "ZA"] as const;
const HOURS = ["weekdays", "saturday", "sunday"] as const;
/** The public pages linked from the footer's last line: route `/<page>`, label `landing.footer.<page>`. */
const PAGE_LINKS = ["terms", "privacy", "developers"] as const;

const footerLink = { color: "white", textDecoration: "underline", textUnderlineOffset: "3px", _hover: { color: "gold.300" } };

/** One column of the footer: a white heading over its lines (the footer's text is small throughout). */
function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h3" fontSize="md" color="white">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** A way to reach the team: its icon, then the link. */
function ContactLine({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Icon size={16} aria-hidden="true" />
      {children}
    </HStack>
  );
}

/** The "contact" anchor: how to reach the team, offices, hours, social links, version. */
export function LandingFooter() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <LandingSection as="footer" id="contact" labelledBy="contact-title" bg="brand.950" color="whiteAlpha.900" fontSize="sm" pt={{ base: "14", md: "20" }} pb="8">
      <Container maxW="7xl">
        <Heading as="h2" id="contact-title" fontSize={{ base: "2xl", md: "3xl" }} color="white" mb="10">
          {t("landing.footer.title")}
        </Heading>
        <Grid templateColumns={{ base: "1fr", md: "repeat(2, 1fr)", lg: "1.2fr 1.3fr 1fr 1fr" }} gap={{ base: "10", lg: "12" }}>
          <Stack gap="4">
            <HStack gap="2.5">
              <BrandMark />
              <Text fontWeight="extrabold" fontSize="xl" color="white">
                {t("landing.brand")}
              </Text>
            </HStack>
            <Text>{t("landing.footer.about")}</Text>
            <HStack as="ul" listStyleType="none" gap="2" aria-label={t("landing.footer.social")}>
              {SOCIAL_LINKS.map((s) => (
                <li key={s.id}>
                  <IconButton asChild variant="outline" size="sm" rounded="full" color="white" borderColor="whiteAlpha.400" _hover={{ bg: "whiteAlpha.200" }}>
                    <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={t("landing.footer.socialLink", { network: s.label })}>
                      <SocialIcon id={s.id} size={16} />
                    </a>
                  </IconButton>
                </li>
              ))}
            </HStack>
          </Stack>

          <FooterColumn title={t("landing.footer.reach")}>
            {[CONTACT_EMAIL, SUPPORT_EMAIL].map((email) => (
              <ContactLine icon={Mail} key={email}>
                <Link href={mailtoHref(email)} {...footerLink}>
                  {email}
                </Link>
              </ContactLine>
            ))}
            {COUNTRIES.map((c) => (
              <ContactLine icon={Phone} key={c}>
                <Text as="span">{t(`common.country.${c}`)}:</Text>
                <Link href={telHref(PHONES[c])} whiteSpace="nowrap" {...footerLink}>
                  {PHONES[c]}
                </Link>
              </ContactLine>
            ))}
            <ContactLine icon={MessageCircle}>
              <Link href={whatsappHref(WHATSAPP_NUMBER)} target="_blank" rel="noopener noreferrer" {...footerLink}>
                {t("landing.footer.whatsapp")}
              </Link>
            </ContactLine>
            <Text color="whiteAlpha.800">{t("landing.footer.support")}</Text>
          </FooterColumn>

          <FooterColumn title={t("landing.footer.offices")}>
            <Stack as="ul" listStyleType="none" gap="2">
              {COUNTRIES.map((c) => (
                <li key={c}>
                  <Text as="span" fontWeight="semibold" color="white">
                    {t(`common.country.${c}`)}
                  </Text>
                  {": "}
                  {intl.formatList(
                    OFFICES.filter((o) => o.country === c).map((o) => t(cityLabelId(o.id))),
                    { type: "conjunction" },
                  )}
                </li>
              ))}
            </Stack>
          </FooterColumn>

          <FooterColumn title={t("contact.hours.title")}>
            <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2">
              {HOURS.map((h) => (
                <Box key={h} display="contents">
                  <Text as="dt">{t(`contact.hours.${h}`)}</Text>
                  <Text as="dd" color="white" fontWeight="medium" textAlign="end">
                    {t(`contact.hours.${h}.time`)}
                  </Text>
                </Box>
              ))}
            </Box>
          </FooterColumn>
        </Grid>

        <Flex
          mt="14"
          pt="6"
          borderTopWidth="1px"
          borderColor="whiteAlpha.200"
          direction={{ base: "column", md: "row" }}
          gap="3"
          justify="space-between"
          color="whiteAlpha.800"
        >
          <Text>{t("landing.footer.rights", { year: String(new Date().getFullYear()) })}</Text>
          <HStack gap="5" wrap="wrap">
            {PAGE_LINKS.map((page) => (
              <TextLink key={page} to={`/${page}`} {...footerLink} color="whiteAlpha.900">
                {t(`landing.footer.${page}`)}
              </TextLink>
            ))}
            <Text as="span">{t("landing.footer.version", { version })}</Text>
          </HStack>
        </Flex>
      </Container>
    </LandingSection>
  );
}
