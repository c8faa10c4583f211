import { Box, Stack, Text } from "@chakra-ui/react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

interface Props {
  icon: LucideIcon;
  /** what is missing, e.g. "No applications yet" */
  title: ReactNode;
  /** what the person can do about it */
  hint: ReactNode;
  /** the way there (a LinkButton, a button) */
  action: ReactNode;
}

/**
 * A list's empty state that leads somewhere: a large muted icon, a title, a
 * hint and an action. Spans only, so it fits inside a list's status line.
 * (EmptyState is the quiet one: an icon and one line.)
 */
export function EmptyPlaceholder({ icon: Icon, title, hint, action }: Props) {
  return (
    <Stack as="span" align="center" gap="3">
      <Box as="span" color="fg.subtle" aria-hidden>
        <Icon size={40} />
      </Box>
      <Text as="span" fontWeight="semibold" color="fg">
        {title}
      </Text>
      <Text as="span" textStyle="sm">
        {hint}
      </Text>
      {action}
    </Stack>
  );
}
