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

/** The figures' tiles: small and centred in the compact band, roomy beside the form. */
const COMPACT_FIGURES = { gap: "2", tile: { px: "2", py: "2.5", textAlign: "center" }, value: "xl", label: "xs" } as const;
const FULL_FIGURES = { gap: "4", tile: { px: "4", py: "4", textAlign: "left" }, value: "3xl", label: "sm" } as const;

/** The brand side of the sign-in screen (desktop), or its compact band (small screens). */
export function AuthBrandPanel({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const look = compact ? COMPACT_FIGURES : FULL_FIGURES;
  const stats = (
    <SimpleGrid columns={3} gap={look.gap}>
      {STATS.map((s) => (
        <Box key={s.label} bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.200" rounded="xl" {...look.tile}>
          <Text fontSize={look.value} fontWeight="bold" color="gold.300" lineHeight="1.1">
            {s.value}
          </Text>
          <Text fontSize={look.label} color="whiteAlpha.800">
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
