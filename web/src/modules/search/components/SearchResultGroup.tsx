import { Box, Text } from "@chakra-ui/react";
import { type ReactNode, useId } from "react";

/** One titled section (role group) of the header search's listbox. */
export function SearchResultGroup({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Box role="group" aria-labelledby={titleId} py="2">
      <Text id={titleId} role="presentation" px="3" pb="1" textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {title}
      </Text>
      {children}
    </Box>
  );
}
