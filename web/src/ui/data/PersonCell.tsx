import { HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { PersonAvatar } from "./PersonAvatar";

interface Props {
  name: string;
  /** their photo; initials without one */
  src?: string | null;
  size?: "xs" | "sm" | "md";
  /** the muted line under the name: a role, an e-mail */
  note?: ReactNode;
}

/** A person as a list shows them: photo or initials, the name, and one muted line under it. */
export function PersonCell({ name, src, size = "sm", note }: Props) {
  return (
    <HStack gap="3" minW="0">
      <PersonAvatar name={name} src={src} size={size} />
      <Stack gap="0" minW="0">
        <Text fontWeight="semibold">{name}</Text>
        {note && (
          <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
            {note}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}
