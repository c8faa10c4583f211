import { Avatar, AvatarGroup } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { PersonAvatar } from "./PersonAvatar";

const MAX_SHOWN = 3;

/** At most 3 team avatars, then +N (spec §9). */
export function AvatarStack({ people }: { people: Array<{ id: string; name: string; avatarUrl?: string | null }> }) {
  const intl = useIntl();
  if (!people.length) return null;
  const extra = people.length - MAX_SHOWN;
  return (
    <AvatarGroup size="sm" stacking="first-on-top" aria-label={intl.formatMessage({ id: "projects.card.team" }, { count: people.length })}>
      {people.slice(0, MAX_SHOWN).map((p) => (
        <PersonAvatar key={p.id} name={p.name} src={p.avatarUrl} size="sm" />
      ))}
      {extra > 0 && (
        <Avatar.Root size="sm" variant="solid" colorPalette="gray">
          <Avatar.Fallback>+{extra}</Avatar.Fallback>
        </Avatar.Root>
      )}
    </AvatarGroup>
  );
}
