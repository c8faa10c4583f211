import { Accordion, Box, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Clock, Globe2, Handshake, Mail, Phone, ShieldCheck } from "lucide-react";
import { FormattedMessage } from "react-intl";
import { mailtoHref, telHref } from "../../../domain/organisation";
import { CatalogueSection } from "./CatalogueSection";
import { LinkButton } from "../../../ui/layout/LinkButton";

const WHY = [
  { id: "regional", icon: Globe2 },
  { id: "partners", icon: Handshake },
  { id: "fast", icon: Clock },
  { id: "trust", icon: ShieldCheck },
];
const STEPS = ["contact", "analysis", "signing", "implementation"];
const FAQS = ["pricing", "otherCountries", "documents", "time", "guarantees", "support"];

export const CATALOGUE_PHONE = "+244 923 000 000";
export const CATALOGUE_EMAIL = "servicos@ponte.africa";

export function CatalogueInfoSections() {
  return (
    <Stack gap="14">
      <CatalogueSection id="catalogue-why" title={<FormattedMessage id="catalogue.why.title" />}>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="5">
          {WHY.map(({ id, icon: Icon }) => (
            <Stack key={id} gap="2" p="5" borderWidth="1px" rounded="lg">
              <Box color="brand.fg">
                <Icon size={26} aria-hidden="true" />
              </Box>
              <Text fontWeight="semibold">
                <FormattedMessage id={`catalogue.why.${id}.title`} />
              </Text>
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage id={`catalogue.why.${id}.text`} />
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </CatalogueSection>

      <CatalogueSection id="catalogue-process" title={<FormattedMessage id="catalogue.process.title" />}>
        <SimpleGrid as="ol" columns={{ base: 1, md: 2, lg: 4 }} gap="5" listStyleType="none">
          {STEPS.map((step, i) => (
            <Stack as="li" key={step} gap="2">
              <HStack gap="3">
                <Box bg="brand.solid" color="brand.contrast" rounded="full" w="9" h="9" display="grid" placeItems="center" fontWeight="bold">
                  {i + 1}
                </Box>
                <Text fontWeight="semibold">
                  <FormattedMessage id={`catalogue.process.${step}.title`} />
                </Text>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage id={`catalogue.process.${step}.text`} />
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </CatalogueSection>

      <CatalogueSection id="catalogue-faq" title={<FormattedMessage id="catalogue.faq.title" />}>
        <Accordion.Root collapsible variant="enclosed">
          {FAQS.map((faq) => (
            <Accordion.Item key={faq} value={faq}>
              <Accordion.ItemTrigger>
                <Text flex="1" fontWeight="medium">
                  <FormattedMessage id={`catalogue.faq.${faq}.q`} />
                </Text>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>
                  <FormattedMessage id={`catalogue.faq.${faq}.a`} />
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </CatalogueSection>

      <Stack as="section" gap="5" p={{ base: "6", md: "10" }} rounded="2xl" bg="brand.solid" color="brand.contrast" aria-labelledby="catalogue-cta">
        <Heading id="catalogue-cta" as="h2" size="2xl">
          <FormattedMessage id="catalogue.cta.title" />
        </Heading>
        <Text maxW="2xl">
          <FormattedMessage id="catalogue.cta.text" />
        </Text>
        <HStack gap="3" flexWrap="wrap">
          <LinkButton to="/app/contact" colorPalette="gold">
            <FormattedMessage id="catalogue.cta.expert" />
          </LinkButton>
          <LinkButton to="/app/contact?subject=proposta" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: "whiteAlpha.200" }}>
            <FormattedMessage id="catalogue.cta.proposal" />
          </LinkButton>
        </HStack>
        <HStack gap="6" flexWrap="wrap" fontSize="sm">
          <ChakraLink href={telHref(CATALOGUE_PHONE)} color="inherit">
            <Phone size={16} aria-hidden="true" /> {CATALOGUE_PHONE}
          </ChakraLink>
          <ChakraLink href={mailtoHref(CATALOGUE_EMAIL)} color="inherit">
            <Mail size={16} aria-hidden="true" /> {CATALOGUE_EMAIL}
          </ChakraLink>
        </HStack>
        <Text fontSize="xs" opacity={0.85}>
          <FormattedMessage id="catalogue.cta.credit" />
        </Text>
      </Stack>
    </Stack>
  );
}
