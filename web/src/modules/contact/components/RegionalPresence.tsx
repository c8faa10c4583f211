import { Badge, Box, Circle, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { OFFICES, type Office } from "../../../domain/organisation";
import { cityLabelId } from "../../../domain/cities";

// North to south along the corridor the offices serve.
const ROUTE: Office["id"][] = ["lubango", "cunene", "oshakati", "windhoek", "johannesburg", "capeTown"];
const PALETTE = { AO: "red", NA: "blue", ZA: "green" } as const;

/** The six offices as stops on one regional corridor (instead of a map placeholder). */
export function RegionalPresence() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const stops = ROUTE.map((id) => OFFICES.find((o) => o.id === id)!);
  return (
    <Box as="section" aria-labelledby="contact-presence-title" rounded="2xl" bg="brand.900" color="white" p={{ base: "6", md: "10" }}>
      <Heading as="h2" id="contact-presence-title" fontSize={{ base: "xl", md: "2xl" }}>
        {t("contact.presence.title")}
      </Heading>
      <Text color="whiteAlpha.900" mt="2" mb="8" maxW="3xl">
        {t("contact.presence.text")}
      </Text>
      <Box as="ol" listStyleType="none" position="relative" display="flex" flexDirection={{ base: "column", lg: "row" }} gap={{ base: "6", lg: "0" }}>
        <Box
          aria-hidden="true"
          position="absolute"
          bg="gold.400"
          rounded="full"
          top={{ base: "2", lg: "18px" }}
          bottom={{ base: "2", lg: "auto" }}
          left={{ base: "17px", lg: "8%" }}
          right={{ base: "auto", lg: "8%" }}
          w={{ base: "3px", lg: "auto" }}
          h={{ base: "auto", lg: "3px" }}
        />
        {stops.map((o, i) => (
          <Flex
            as="li"
            key={o.id}
            flex="1"
            direction={{ base: "row", lg: "column" }}
            align={{ base: "center", lg: "center" }}
            gap="3"
            position="relative"
            textAlign={{ lg: "center" }}
          >
            <Circle size="9" bg="white" color="brand.900" fontWeight="bold" borderWidth="3px" borderColor="gold.400" flexShrink={0} aria-hidden="true">
              {i + 1}
            </Circle>
            <Stack gap="1" align={{ base: "flex-start", lg: "center" }}>
              <Text fontWeight="bold">{t(cityLabelId(o.id))}</Text>
              <Badge colorPalette={PALETTE[o.country]} variant="subtle" size="sm">
                {t(`common.country.${o.country}`)}
              </Badge>
            </Stack>
          </Flex>
        ))}
      </Box>
      <Flex mt="10" gap={{ base: "6", md: "12" }} wrap="wrap">
        {(["offices", "countries", "support"] as const).map((k) => (
          <Box key={k}>
            <Text fontSize="3xl" fontWeight="extrabold" color="gold.300" lineHeight="1">
              {t(`contact.presence.stat.${k}.value`)}
            </Text>
            <Text color="whiteAlpha.900" fontSize="sm">
              {t(`contact.presence.stat.${k}.label`)}
            </Text>
          </Box>
        ))}
      </Flex>
    </Box>
  );
}
