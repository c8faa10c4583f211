import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Briefcase, LayoutGrid } from "lucide-react";
import { useIntl } from "react-intl";
import { Link as RouterLink } from "react-router";

/** Next steps inside the platform. */
export function ContactCallToAction() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Stack
      as="section"
      aria-labelledby="contact-cta-title"
      align="center"
      textAlign="center"
      gap="4"
      rounded="2xl"
      px={{ base: "6", md: "12" }}
      py={{ base: "10", md: "12" }}
      bgGradient="to-br"
      gradientFrom="gold.300"
      gradientTo="gold.500"
      color="gray.900"
    >
      <Heading as="h2" id="contact-cta-title" fontSize={{ base: "xl", md: "3xl" }}>
        {t("contact.cta.title")}
      </Heading>
      <Text maxW="2xl">{t("contact.cta.text")}</Text>
      <Stack direction={{ base: "column", sm: "row" }} gap="3">
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/app/services">
            <LayoutGrid aria-hidden="true" />
            {t("contact.cta.services")}
          </RouterLink>
        </Button>
        <Button asChild variant="outline" size="lg" borderColor="gray.900" color="gray.900" _hover={{ bg: "blackAlpha.100" }}>
          <RouterLink to="/app">
            <Briefcase aria-hidden="true" />
            {t("contact.cta.opportunities")}
          </RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}
