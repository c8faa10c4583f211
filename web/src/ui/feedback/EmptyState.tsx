import { Center, Text } from "@chakra-ui/react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A muted icon and line where a list has nothing yet. */
export function EmptyState({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <Center flexDirection="column" gap="2" py="10" color="fg.muted">
      <Icon size={32} aria-hidden />
      <Text>{children}</Text>
    </Center>
  );
}
