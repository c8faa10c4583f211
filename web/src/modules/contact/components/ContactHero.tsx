import { Box, Heading, HStack, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { HeroPill } from "../../../ui/layout/HeroPill";

const BADGES = ["reply", "support", "consultation"] as const;

/** The page title and the team's promises (spec §1 marketing claims). */
export function ContactHero() {
  const intl = useIntl();
  return (
    <Box
      as="header"
      rounded="2xl"
      color="white"
      bgGradient="to-br"
      gradientFrom="brand.900"
      gradientTo="brand.700"
      px={{ base: "6", md: "10" }}
      py={{ base: "8", md: "12" }}
    >
      <Text textTransform="uppercase" letterSpacing="widest" fontSize="sm" fontWeight="bold" color="gold.300">
        {intl.formatMessage({ id: "contact.hero.eyebrow" })}
      </Text>
      <Heading as="h1" fontSize={{ base: "2xl", md: "4xl" }} mt="2" lineHeight="1.2">
        {intl.formatMessage({ id: "contact.hero.title" })}
      </Heading>
      <Text fontSize={{ base: "md", md: "lg" }} color="whiteAlpha.900" mt="3" maxW="3xl">
        {intl.formatMessage({ id: "contact.hero.text" })}
      </Text>
      <HStack as="ul" listStyleType="none" gap="2" mt="6" wrap="wrap">
        {BADGES.map((b) => (
          <li key={b}>
            <HeroPill>{intl.formatMessage({ id: `contact.hero.badge.${b}` })}</HeroPill>
          </li>
        ))}
      </HStack>
    </Box>
  );
}
