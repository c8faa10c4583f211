import { Accordion, Heading, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { ContactSection } from "./ContactSection";

const QUESTIONS = ["reply", "cost", "countries", "languages", "partner", "data"] as const;

/** Frequently asked questions, one open at a time. */
export function ContactFaq() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <ContactSection titleId="contact-faq-title" title={t("contact.faq.title")}>
      <Accordion.Root collapsible defaultValue={["reply"]} variant="enclosed" bg="bg" rounded="2xl">
        {QUESTIONS.map((q) => (
          <Accordion.Item key={q} value={q}>
            <Accordion.ItemTrigger py="4" fontWeight="semibold" cursor="pointer">
              <Heading as="h3" fontSize="md" flex="1" textAlign="start">
                {t(`contact.faq.${q}.q`)}
              </Heading>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <Text color="fg.muted">{t(`contact.faq.${q}.a`)}</Text>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </ContactSection>
  );
}
