import { Box, HStack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { useIntl } from "react-intl";

/** The Ponte name with its bridge mark, linking home. */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  const intl = useIntl();
  return (
    <RouterLink to="/" aria-label={intl.formatMessage({ id: "auth.brand.homeLink" })}>
      <HStack gap="2.5">
        <Box
          aria-hidden
          w="9"
          h="9"
          rounded="lg"
          bg={inverted ? "gold.solid" : "brand.solid"}
          color={inverted ? "gold.contrast" : "brand.contrast"}
          display="grid"
          placeItems="center"
        >
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
            <path d="M2 17h20M4 17v-4a8 8 0 0 1 16 0v4M8 17v-5M12 17v-6M16 17v-5" />
          </svg>
        </Box>
        <Text fontSize="xl" fontWeight="bold" letterSpacing="tight" color={inverted ? "white" : "fg"}>
          {intl.formatMessage({ id: "auth.brand.name" })}
        </Text>
      </HStack>
    </RouterLink>
  );
}
