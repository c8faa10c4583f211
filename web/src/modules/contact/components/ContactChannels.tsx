import { Box, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Building2, type LucideIcon, Mail, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { CONTACT_EMAIL, OFFICES, PHONES, WHATSAPP_NUMBER, mailtoHref, telHref, whatsappHref } from "../../../domain/organisation";
import { FeatureCard } from "../../../ui/layout/FeatureCard";
import { ContactSection } from "./ContactSection";

/** A way to reach the team; its link or numbers sit at the card's foot. */
function ChannelCard({ children, ...card }: { icon: LucideIcon; title: string; text: string; children: ReactNode }) {
  return (
    <FeatureCard {...card}>
      <Box mt="auto" fontWeight="medium">
        {children}
      </Box>
    </FeatureCard>
  );
}

/** Ways to reach the team: e-mail (prefilled), phone, WhatsApp chat, offices. */
export function ContactChannels() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const link = { color: "brand.fg", textDecoration: "underline", textUnderlineOffset: "3px" };
  return (
    <ContactSection titleId="contact-channels-title" title={t("contact.channels.title")}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 4 }} gap="5">
        <ChannelCard icon={Mail} title={t("contact.channels.email.title")} text={t("contact.channels.email.text")}>
          <Link href={mailtoHref(CONTACT_EMAIL, t("contact.channels.email.subject"), t("contact.channels.email.body"))} {...link}>
            {CONTACT_EMAIL}
          </Link>
        </ChannelCard>
        <ChannelCard icon={Phone} title={t("contact.channels.phone.title")} text={t("contact.channels.phone.text")}>
          <Stack gap="1" fontSize="sm">
            {(["AO", "NA", "ZA"] as const).map((c) => (
              <Text key={c}>
                {t(`common.country.${c}`)}:{" "}
                <Link href={telHref(PHONES[c])} whiteSpace="nowrap" {...link}>
                  {PHONES[c]}
                </Link>
              </Text>
            ))}
          </Stack>
        </ChannelCard>
        <ChannelCard icon={MessageCircle} title={t("contact.channels.whatsapp.title")} text={t("contact.channels.whatsapp.text")}>
          <Link href={whatsappHref(WHATSAPP_NUMBER, t("contact.channels.whatsapp.greeting"))} target="_blank" rel="noopener noreferrer" {...link}>
            {t("contact.channels.whatsapp.action")}
          </Link>
        </ChannelCard>
        <ChannelCard icon={Building2} title={t("contact.channels.offices.title")} text={t("contact.channels.offices.text")}>
          <Link href="#offices" {...link}>
            {intl.formatMessage({ id: "contact.channels.offices.action" }, { count: OFFICES.length })}
          </Link>
        </ChannelCard>
      </SimpleGrid>
    </ContactSection>
  );
}
