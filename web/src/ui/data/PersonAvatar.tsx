import { Avatar } from "@chakra-ui/react";

/** A person's photo, or their initials. */
export function PersonAvatar({ name, src, size = "sm" }: { name: string; src?: string | null; size?: "xs" | "sm" | "md" | "lg" }) {
  return (
    <Avatar.Root size={size} colorPalette="brand">
      <Avatar.Fallback name={name} />
      {src ? <Avatar.Image src={src} alt="" /> : null}
    </Avatar.Root>
  );
}
