import { Box, Heading, Icon, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Building2, Mail, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { CONTACT_EMAIL, OFFICES, PHONES, WHATSAPP_NUMBER, mailtoHref, telHref, whatsappHref } from "../../../domain/organisation";

function ChannelCard({ icon, title, text, children }: { icon: typeof Mail; title: string; text: string; children: ReactNode }) {
  return (
    <Stack as="li" gap="3" p="6" rounded="2xl" bg="bg" borderWidth="1px" borderColor="border.muted" shadow="sm">
      <Box alignSelf="flex-start" p="2.5" rounded="xl" bg="brand.subtle" color="brand.fg">
        <Icon as={icon} boxSize="6" aria-hidden="true" />
      </Box>
      <Heading as="h3" fontSize="lg">
        {title}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {text}
      </Text>
      <Box mt="auto" fontWeight="medium">
        {children}
      </Box>
    </Stack>
  );
}

/** Ways to reach the team: e-mail (prefilled), phone, WhatsApp chat, offices. */
export function ContactChannels() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const link = { color: "brand.fg", textDecoration: "underline", textUnderlineOffset: "3px" };
  return (
    <Box as="section" aria-labelledby="contact-channels-title">
      <Heading as="h2" id="contact-channels-title" fontSize={{ base: "xl", md: "2xl" }} mb="5">
        {t("contact.channels.title")}
      </Heading>
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
    </Box>
  );
}
