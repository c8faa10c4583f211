import { Box, useSlotRecipe } from "@chakra-ui/react";

/** "Ana Maria Costa" → "AC", as Chakra's Avatar.Fallback does. */
export function initialsOf(name: string): string {
  const names = name.trim().split(" ");
  const first = names[0] ?? "";
  const last = names.length > 1 ? names[names.length - 1] : "";
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}

/**
 * Chakra's Avatar (solid, md) with initials only, styled by the same avatar
 * recipe: the landing page has no photos, so it needs none of Avatar's image
 * loading state machine, which would otherwise be in the first bundle.
 */
export function InitialsAvatar({ name, colorPalette }: { name: string; colorPalette: string }) {
  const styles = useSlotRecipe({ key: "avatar" })({ variant: "solid" });
  return (
    <Box css={styles.root} colorPalette={colorPalette} className="chakra-avatar__root" data-scope="avatar" data-part="root">
      <Box as="span" css={styles.fallback} className="chakra-avatar__fallback" data-scope="avatar" data-part="fallback">
        {initialsOf(name)}
      </Box>
    </Box>
  );
}
