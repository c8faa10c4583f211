import { Alert, Box, Button, Card, HStack, Heading, SimpleGrid, Stack, Stat } from "@chakra-ui/react";
import { UserPlus, Users } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { labelId } from "../../../domain/vocabulary";
import { ConnectionList, ListFrame, useConnection } from "../../../ui/list";
import { NETWORK_CONNECTIONS } from "../graphql/networkConnectionsQuery";
import { NetworkModal } from "./NetworkModal";
import { PersonRow } from "./PersonSummary";
import { ProfessionalSearchDialog } from "./ProfessionalSearchDialog";

const FIRST = 5;

/** The dashboard's network tab: connections per country and the first five (spec §2.8); the modal holds the rest. */
export function NetworkTab() {
  const intl = useIntl();
  const list = useConnection(NETWORK_CONNECTIONS, { variables: { first: FIRST }, select: (d) => d.myConnections });
  const [modalOpen, setModalOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const stats = list.data?.connectionStats;

  if (!stats)
    return (
      <ListFrame loading={list.loading} error={list.error} onRetry={list.refetch} isEmpty empty={null} skeletonRows={3}>
        {null}
      </ListFrame>
    );

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="lg">
          <FormattedMessage id="network.tab.title" values={{ count: stats.total }} />
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => setSearchOpen(true)}>
            <UserPlus aria-hidden />
            <FormattedMessage id="network.addConnection" />
          </Button>
          <Button size="sm" colorPalette="brand" onClick={() => setModalOpen(true)}>
            <Users aria-hidden />
            <FormattedMessage id="network.manage" />
          </Button>
        </HStack>
      </HStack>

      {stats.pendingIncoming > 0 && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title flex="1">
            <FormattedMessage id="network.pendingIncoming" values={{ count: stats.pendingIncoming }} />
          </Alert.Title>
          <Button size="sm" variant="outline" onClick={() => setModalOpen(true)}>
            <FormattedMessage id="network.answer" />
          </Button>
        </Alert.Root>
      )}

      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        {stats.byCountry.map((c) => (
          <Card.Root key={c.country} variant="subtle">
            <Card.Body>
              <Stat.Root>
                <Stat.Label>
                  <FormattedMessage id={labelId("country", c.country)} />
                </Stat.Label>
                <Stat.ValueText data-testid={`network-count-${c.country}`}>{c.count}</Stat.ValueText>
                {/* a <dd>, not Chakra's <span>: only dt/dd may sit in the stat's <dl> */}
                <Stat.HelpText asChild>
                  <dd>
                    <FormattedMessage id="network.connectionsLabel" values={{ count: c.count }} />
                  </dd>
                </Stat.HelpText>
              </Stat.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>

      <Box data-testid="network-first-connections">
        <ConnectionList
          items={list.nodes}
          itemKey={(c) => c.id}
          renderItem={(c) => <PersonRow person={c.person} />}
          label={intl.formatMessage({ id: "network.list.title" })}
          loading={list.loading}
          error={list.error}
          onRetry={list.refetch}
          empty={
            <>
              <FormattedMessage id="network.empty" />{" "}
              <Button variant="plain" colorPalette="brand" onClick={() => setSearchOpen(true)}>
                <FormattedMessage id="network.searchProfessionals" />
              </Button>
            </>
          }
        />
      </Box>
      {(list.totalCount ?? 0) > FIRST && (
        <Button alignSelf="flex-start" variant="ghost" colorPalette="brand" onClick={() => setModalOpen(true)}>
          <FormattedMessage id="network.viewAll" values={{ count: list.totalCount }} />
        </Button>
      )}
      <NetworkModal open={modalOpen} onClose={() => setModalOpen(false)} />
      <ProfessionalSearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
    </Stack>
  );
}
