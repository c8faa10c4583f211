import { Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** The white card of the secondary account screens, with its title. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Stack gap="6" bg="bg" borderWidth="1px" rounded="2xl" shadow="sm" p={{ base: "6", md: "8" }}>
      <Stack gap="1">
        <Text as="h1" fontSize="2xl" fontWeight="bold" letterSpacing="tight">
          {title}
        </Text>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}
