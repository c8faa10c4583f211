import { Box, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** One labelled value in a detail view: a small upper-case label over the value. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        {label}
      </Text>
      <Box>{children}</Box>
    </Stack>
  );
}
