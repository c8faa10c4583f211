import { useMutation, useQuery } from "@apollo/client/react";
import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  HStack,
  Heading,
  IconButton,
  Portal,
  Skeleton,
  Stack,
  Text,
  Wrap,
} from "@chakra-ui/react";
import { Check, Search, UserMinus, UserPlus, X } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { useDashboardActivity } from "../../dashboard/hooks/useDashboardActivity";
import { toaster } from "../../../ui/feedback/toaster";
import { NETWORK_QUERIES } from "../utils/networkRefetch";
import { PersonSummary } from "./PersonSummary";
import { ProfessionalSearchDialog } from "./ProfessionalSearchDialog";

// Two queries: together they would pass the API's query-cost limit.
const DATA = graphql(`
  query NetworkModal_Data {
    connectionStats {
      total
      byCountry {
        country
        count
      }
    }
    myConnections(first: 100) {
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

const INCOMING = graphql(`
  query NetworkModal_Incoming {
    incomingConnectionRequests(first: 50) {
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

const RESPOND = graphql(`
  mutation NetworkModal_Respond($id: ID!, $accept: Boolean!) {
    respondToConnection(id: $id, accept: $accept) {
      id
      status
    }
  }
`);

const REMOVE = graphql(`
  mutation NetworkModal_Remove($id: ID!) {
    removeConnection(id: $id)
  }
`);

/** The network modal (spec §2.8): counts, a scrollable list, answering requests, adding and removing connections. */
export function NetworkModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const activity = useDashboardActivity();
  const { data, error, refetch } = useQuery(DATA, { skip: !open, fetchPolicy: "cache-and-network" });
  const incomingQuery = useQuery(INCOMING, { skip: !open, fetchPolicy: "cache-and-network" });
  const [respond] = useMutation(RESPOND, { refetchQueries: NETWORK_QUERIES });
  const [remove] = useMutation(REMOVE, { refetchQueries: NETWORK_QUERIES });
  const [searchOpen, setSearchOpen] = useState(false);

  const answer = async (id: string, accept: boolean) => {
    if (!(await activity.run(() => respond({ variables: { id, accept } })))) return;
    toaster.create({ type: "success", title: intl.formatMessage({ id: accept ? "network.accepted" : "network.declined" }) });
  };
  const disconnect = async (id: string, name: string) => {
    if (!window.confirm(intl.formatMessage({ id: "network.removeConfirm" }, { name }))) return;
    if (!(await activity.run(() => remove({ variables: { id } })))) return;
    toaster.create({ type: "info", title: intl.formatMessage({ id: "network.removed" }, { name }) });
  };

  const incoming = incomingQuery.data?.incomingConnectionRequests.edges ?? [];

  return (
    <>
      <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} placement="center" size="lg" scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>
                  <FormattedMessage id="network.modal.title" />
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {error && !data ? (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title flex="1">
                      <FormattedMessage id="common.loadError" />
                    </Alert.Title>
                    <Button size="sm" onClick={() => refetch()}>
                      <FormattedMessage id="common.retry" />
                    </Button>
                  </Alert.Root>
                ) : !data ? (
                  <Skeleton h="60" />
                ) : (
                  <Stack gap="5">
                    <Wrap gap="2">
                      <Badge size="lg" colorPalette="brand" variant="solid">
                        <FormattedMessage id="network.connectionsLabel" values={{ count: data.connectionStats.total }} />
                      </Badge>
                      {data.connectionStats.byCountry.map((c) => (
                        <Badge key={c.country} size="lg" variant="subtle">
                          <FormattedMessage id={`common.country.${c.country}`} />: {c.count}
                        </Badge>
                      ))}
                    </Wrap>

                    {incoming.length > 0 && (
                      <Box>
                        <Heading as="h3" size="sm" mb="2">
                          <FormattedMessage id="network.incoming.title" values={{ count: incoming.length }} />
                        </Heading>
                        <Stack as="ul" listStyleType="none" gap="2" data-testid="incoming-requests">
                          {incoming.map(({ node }) => (
                            <HStack as="li" key={node.id} justify="space-between" borderWidth="1px" borderRadius="md" p="3" gap="2" bg="bg.subtle">
                              <PersonSummary person={node.person} />
                              <HStack gap="1" flexShrink={0}>
                                <Button size="xs" colorPalette="brand" onClick={() => answer(node.id, true)}>
                                  <Check aria-hidden />
                                  <FormattedMessage id="network.accept" />
                                </Button>
                                <Button size="xs" variant="outline" onClick={() => answer(node.id, false)}>
                                  <X aria-hidden />
                                  <FormattedMessage id="network.decline" />
                                </Button>
                              </HStack>
                            </HStack>
                          ))}
                        </Stack>
                      </Box>
                    )}

                    <Box>
                      <Heading as="h3" size="sm" mb="2">
                        <FormattedMessage id="network.list.title" />
                      </Heading>
                      {data.myConnections.edges.length === 0 ? (
                        <Text color="fg.muted">
                          <FormattedMessage id="network.empty" />
                        </Text>
                      ) : (
                        <Stack
                          as="ul"
                          listStyleType="none"
                          gap="2"
                          maxH="60"
                          overflowY="auto"
                          pe="1"
                          tabIndex={0}
                          aria-label={intl.formatMessage({ id: "network.list.title" })}
                          data-testid="network-list"
                        >
                          {data.myConnections.edges.map(({ node }) => (
                            <HStack as="li" key={node.id} justify="space-between" borderWidth="1px" borderRadius="md" p="2" gap="2">
                              <PersonSummary person={node.person} />
                              <IconButton
                                size="xs"
                                variant="ghost"
                                colorPalette="red"
                                aria-label={intl.formatMessage({ id: "network.remove" }, { name: node.person.fullName })}
                                onClick={() => disconnect(node.id, node.person.fullName)}
                              >
                                <UserMinus />
                              </IconButton>
                            </HStack>
                          ))}
                        </Stack>
                      )}
                    </Box>
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Button variant="outline" onClick={() => setSearchOpen(true)}>
                  <UserPlus aria-hidden />
                  <FormattedMessage id="network.addConnection" />
                </Button>
                <Button colorPalette="brand" onClick={() => setSearchOpen(true)}>
                  <Search aria-hidden />
                  <FormattedMessage id="network.searchProfessionals" />
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={intl.formatMessage({ id: "common.close" })} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ProfessionalSearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
    </>
  );
}
