import { Box, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** One titled section of the header search's results. */
export function SearchResultGroup({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box py="2">
      <Text px="3" pb="1" textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {title}
      </Text>
      <Stack as="ul" listStyleType="none" gap="0">
        {children}
      </Stack>
    </Box>
  );
}
