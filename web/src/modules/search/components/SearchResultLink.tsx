import { Box, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

/** A result row that navigates somewhere in the app. */
export function SearchResultLink({ to, title, subtitle, onPick }: { to: string; title: ReactNode; subtitle?: ReactNode; onPick: () => void }) {
  return (
    <Box as="li">
      <RouterLink to={to} onClick={onPick} style={{ display: "block" }}>
        <Box px="3" py="2" _hover={{ bg: "bg.muted" }} _focusVisible={{ bg: "bg.muted" }}>
          <Text textStyle="sm" fontWeight="medium" truncate>
            {title}
          </Text>
          {subtitle && (
            <Text textStyle="xs" color="fg.muted" truncate>
              {subtitle}
            </Text>
          )}
        </Box>
      </RouterLink>
    </Box>
  );
}
