import { Box, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Clock } from "lucide-react";
import { useIntl } from "react-intl";
import { SOFT_CARD } from "../../../ui/layout/softCard";

const DAYS = ["weekdays", "saturday", "sunday"] as const;

/** Spec §9 opening hours; the chat and e-mail support run around the clock. */
export function OpeningHours() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Box as="section" aria-labelledby="contact-hours-title" {...SOFT_CARD} p="6">
      <HStack gap="2" mb="4" color="brand.fg">
        <Clock size={20} aria-hidden="true" />
        <Heading as="h2" id="contact-hours-title" fontSize="lg" color="fg">
          {t("contact.hours.title")}
        </Heading>
      </HStack>
      <Stack as="dl" gap="0" divideY="1px" divideColor="border.muted">
        {DAYS.map((d) => (
          <HStack key={d} justify="space-between" py="2.5">
            <Text as="dt">{t(`contact.hours.${d}`)}</Text>
            <Text as="dd" fontWeight="semibold" whiteSpace="nowrap" color={d === "sunday" ? "fg.muted" : "fg"}>
              {t(`contact.hours.${d}.time`)}
            </Text>
          </HStack>
        ))}
      </Stack>
      <Text fontSize="sm" color="fg.muted" mt="4">
        {t("contact.hours.note")}
      </Text>
    </Box>
  );
}
