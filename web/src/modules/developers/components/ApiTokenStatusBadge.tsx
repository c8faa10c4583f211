import { Badge } from "@chakra-ui/react";
import { useIntl } from "react-intl";

/** Active, expired or revoked, worked out from the token's dates. */
export function ApiTokenStatusBadge({ expiresAt, revokedAt, now }: { expiresAt: string; revokedAt: string | null; now: number }) {
  const intl = useIntl();
  const status = revokedAt ? "revoked" : Date.parse(expiresAt) <= now ? "expired" : "active";
  const palette = { active: "green", expired: "orange", revoked: "red" }[status];
  return (
    <Badge colorPalette={palette} variant="subtle">
      {intl.formatMessage({ id: `auth.apiTokens.status.${status}` })}
    </Badge>
  );
}
