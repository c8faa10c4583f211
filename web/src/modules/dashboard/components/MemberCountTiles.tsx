import { SimpleGrid } from "@chakra-ui/react";
import { Users } from "lucide-react";
import { FormattedMessage } from "react-intl";
import type { ServiceCategory } from "../../../gql/graphql";
import { categoryDefinition } from "../../../domain/serviceCategories";
import { CountTile } from "./CountTile";

/** Spec order: education, health, commerce, tourism, guides, transport, my connections. */
const TILE_ORDER: ServiceCategory[] = ["EDUCATION", "HEALTH", "COMMERCE", "TOURISM", "LOCAL_GUIDES", "TRANSPORT"];

/**
 * The seven count tiles. Each category tile counts the member's own requests
 * in that category; the last counts accepted connections.
 */
export function MemberCountTiles({
  byCategory,
  connections,
  onCategory,
  onConnections,
}: {
  byCategory: Partial<Record<ServiceCategory, number>> | null;
  connections: number | null;
  onCategory: (c: ServiceCategory) => void;
  onConnections: () => void;
}) {
  return (
    <SimpleGrid columns={{ base: 2, sm: 4, xl: 7 }} gap={{ base: "2", md: "3" }}>
      {TILE_ORDER.map((c) => {
        const { icon, palette } = categoryDefinition(c);
        const count = byCategory ? (byCategory[c] ?? 0) : null;
        return (
          <CountTile
            key={c}
            testId={`tile-${c}`}
            icon={icon}
            palette={palette}
            label={<FormattedMessage id={`serviceRequests.category.${c}`} />}
            count={count}
            unit={<FormattedMessage id="dashboard.tile.requests" values={{ count: count ?? 0 }} />}
            onOpen={() => onCategory(c)}
          />
        );
      })}
      <CountTile
        testId="tile-connections"
        icon={Users}
        palette="cyan"
        label={<FormattedMessage id="dashboard.tile.connections" />}
        count={connections}
        unit={<FormattedMessage id="dashboard.tile.connectionsUnit" values={{ count: connections ?? 0 }} />}
        onOpen={onConnections}
      />
    </SimpleGrid>
  );
}
