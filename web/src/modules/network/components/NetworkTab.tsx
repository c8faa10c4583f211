import { useQuery } from "@apollo/client/react";
import { Alert, Box, Button, Card, HStack, Heading, SimpleGrid, Skeleton, Stack, Stat, Text } from "@chakra-ui/react";
import { UserPlus, Users } from "lucide-react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { graphql } from "../../../gql";
import { NetworkModal } from "./NetworkModal";
import { PersonSummary } from "./PersonSummary";
import { ProfessionalSearchDialog } from "./ProfessionalSearchDialog";

const DATA = graphql(`
  query NetworkTab_Data {
    connectionStats {
      total
      pendingIncoming
      byCountry {
        country
        count
      }
    }
    myConnections(first: 5) {
      totalCount
      edges {
        node {
          id
          person {
            id
            fullName
            avatarUrl
            sector
            country
            organization
          }
        }
      }
    }
  }
`);

const FIRST = 5;

/** The dashboard's network tab: connections per country and the first five (spec §2.8). */
export function NetworkTab() {
  const { data, error, refetch } = useQuery(DATA);
  const [modalOpen, setModalOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);

  if (error && !data) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title flex="1">
          <FormattedMessage id="common.loadError" />
        </Alert.Title>
        <Button size="sm" onClick={() => refetch()}>
          <FormattedMessage id="common.retry" />
        </Button>
      </Alert.Root>
    );
  }
  if (!data) return <Skeleton h="48" />;

  const { connectionStats: stats, myConnections } = data;
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
                  <FormattedMessage id={`common.country.${c.country}`} />
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

      {myConnections.edges.length === 0 ? (
        <Box borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="6" textAlign="center">
          <Text mb="3" color="fg.muted">
            <FormattedMessage id="network.empty" />
          </Text>
          <Button colorPalette="brand" onClick={() => setSearchOpen(true)}>
            <FormattedMessage id="network.searchProfessionals" />
          </Button>
        </Box>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" data-testid="network-first-connections">
          {myConnections.edges.map(({ node }) => (
            <Box as="li" key={node.id} borderWidth="1px" borderRadius="md" p="3">
              <PersonSummary person={node.person} />
            </Box>
          ))}
        </Stack>
      )}
      {myConnections.totalCount > FIRST && (
        <Button alignSelf="flex-start" variant="ghost" colorPalette="brand" onClick={() => setModalOpen(true)}>
          <FormattedMessage id="network.viewAll" values={{ count: myConnections.totalCount }} />
        </Button>
      )}

      <NetworkModal open={modalOpen} onClose={() => setModalOpen(false)} />
      <ProfessionalSearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
    </Stack>
  );
}
