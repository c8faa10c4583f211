import { Box, Collapsible, HStack, Stack, Text } from "@chakra-ui/react";
import { ChevronDown } from "lucide-react";
import { type ReactNode, useState } from "react";
import { FormattedMessage } from "react-intl";

/** A collapsible group of the side menu; the main one starts open (spec §2.1). */
export function SidebarSection({ id, defaultOpen, children }: { id: string; defaultOpen: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Collapsible.Root open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Collapsible.Trigger asChild>
        <HStack as="button" w="full" px="3" py="1.5" cursor="pointer" color="whiteAlpha.800" _hover={{ color: "white" }}>
          <Text flex="1" textAlign="start" textStyle="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wider">
            <FormattedMessage id={`shell.section.${id}`} />
          </Text>
          <Box transform={open ? undefined : "rotate(-90deg)"} transition="transform 0.2s" aria-hidden>
            <ChevronDown size={14} />
          </Box>
        </HStack>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack gap="0.5" pt="1" pb="2">
          {children}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
