import { Box, Flex, HStack, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { BrandMark } from "../../../ui/layout/BrandMark";
import { LanguageToggleButton } from "../../../ui/layout/LanguageToggleButton";

/** Spec §2.3: the static figures shown beside the form. */
const STATS = [
  { value: "95M+", label: "auth.stats.population" },
  { value: "3", label: "auth.stats.countries" },
  { value: "6", label: "auth.stats.sectors" },
];

/** The brand side of the sign-in screen (desktop), or its compact band (small screens). */
export function AuthBrandPanel({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const stats = (
    <SimpleGrid columns={3} gap={compact ? "2" : "4"}>
      {STATS.map((s) => (
        <Box
          key={s.label}
          bg="whiteAlpha.100"
          borderWidth="1px"
          borderColor="whiteAlpha.200"
          rounded="xl"
          px={compact ? "2" : "4"}
          py={compact ? "2.5" : "4"}
          textAlign={compact ? "center" : "left"}
        >
          <Text fontSize={compact ? "xl" : "3xl"} fontWeight="bold" color="gold.300" lineHeight="1.1">
            {s.value}
          </Text>
          <Text fontSize={compact ? "xs" : "sm"} color="whiteAlpha.800">
            {intl.formatMessage({ id: s.label })}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );

  if (compact) {
    return (
      <Box bgGradient="to-br" gradientFrom="brand.800" gradientTo="brand.950" color="white" px="4" pt="4" pb="5">
        <HStack justify="space-between" mb="4">
          <BrandMark inverted />
          <LanguageToggleButton inverted />
        </HStack>
        <Text fontSize="sm" color="whiteAlpha.900" mb="3">
          {intl.formatMessage({ id: "auth.brand.tagline" })}
        </Text>
        {stats}
      </Box>
    );
  }

  return (
    <Flex
      direction="column"
      justify="space-between"
      h="100%"
      minH="100dvh"
      p="12"
      color="white"
      bgGradient="to-br"
      gradientFrom="brand.800"
      gradientVia="brand.900"
      gradientTo="brand.950"
      position="relative"
      overflow="hidden"
    >
      <Box aria-hidden position="absolute" right="-24" bottom="-24" w="96" h="96" rounded="full" borderWidth="40px" borderColor="gold.500" opacity="0.12" />
      <HStack justify="space-between" position="relative">
        <BrandMark inverted />
        <LanguageToggleButton inverted />
      </HStack>
      <Stack gap="6" maxW="lg" position="relative">
        <Text textTransform="uppercase" letterSpacing="widest" fontSize="xs" fontWeight="semibold" color="gold.300">
          {intl.formatMessage({ id: "auth.brand.eyebrow" })}
        </Text>
        <Heading as="p" fontSize="4xl" lineHeight="1.15" fontWeight="bold">
          {intl.formatMessage({ id: "auth.brand.headline" })}
        </Heading>
        <Text fontSize="lg" color="whiteAlpha.800">
          {intl.formatMessage({ id: "auth.brand.tagline" })}
        </Text>
        {stats}
      </Stack>
      <Text fontSize="sm" color="whiteAlpha.700" position="relative">
        {intl.formatMessage({ id: "auth.brand.countries" })}
      </Text>
    </Flex>
  );
}
