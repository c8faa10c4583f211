import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { CountryEnum, SectorEnum } from "../../infra/common/schema.ts";

export const ConnectionStateEnum = builder.enumType("ConnectionState", {
  values: {
    NONE: { description: "no connection and no pending request" },
    REQUEST_SENT: { description: "the viewer asked; waiting for the other person" },
    REQUEST_RECEIVED: { description: "the other person asked the viewer" },
    CONNECTED: { description: "an accepted connection" },
  } as const,
});

/**
 * What one member may see of another: name, picture, sector, country and
 * organisation. No e-mail or preferences exist on this type at all, so no
 * query can leak them (network, professional search, member search).
 */
export const PublicProfileRef = builder.prismaObject("User", {
  variant: "PublicProfile",
  authScopes: { user: true },
  fields: (t) => ({
    id: t.globalID({ resolve: (u) => ({ type: "User", id: u.id }) }),
    fullName: t.exposeString("fullName"),
    avatarUrl: t.exposeString("avatarUrl", { nullable: true }),
    sector: t.expose("sector", { type: SectorEnum }),
    country: t.expose("country", { type: CountryEnum }),
    organization: t.exposeString("organization", { nullable: true }),
    /** the connection between the viewer and this person, if any (declined ones count as none) */
    connectionState: t.field({
      type: ConnectionStateEnum,
      select: (_args, ctx) => {
        const me = viewerUserId(ctx) ?? "00000000-0000-0000-0000-000000000000";
        return {
          sentConnections: { where: { addresseeId: me, status: { not: "DECLINED" } }, select: { status: true } },
          receivedConnections: { where: { requesterId: me, status: { not: "DECLINED" } }, select: { status: true } },
        };
      },
      resolve: (u) => {
        const theirs = u.sentConnections[0];
        const mine = u.receivedConnections[0];
        if (theirs?.status === "ACCEPTED" || mine?.status === "ACCEPTED") return "CONNECTED";
        if (mine) return "REQUEST_SENT";
        if (theirs) return "REQUEST_RECEIVED";
        return "NONE";
      },
    }),
  }),
});
