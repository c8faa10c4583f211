import { useMutation } from "@apollo/client/react";
import { Badge, Box, Button, IconButton, Stack, Wrap } from "@chakra-ui/react";
import { Check, Search, UserMinus, UserPlus, X } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { labelId } from "../../../domain/vocabulary";
import { graphql } from "../../../gql";
import { useDashboardActivity } from "../../../ui/feedback/useDashboardActivity";
import { notifySuccess } from "../../../ui/feedback/notify";
import { useConfirm } from "../../../ui/feedback/useConfirm";
import { toaster } from "../../../ui/feedback/toaster";
import { ConnectionList, ListFrame, RowButton, useConnection, pagingProps } from "../../../ui/list";
import { DetailSection } from "../../../ui/overlay/DetailSection";
import { DialogFrame } from "../../../ui/overlay/DialogFrame";
import { NETWORK_CONNECTIONS } from "../graphql/networkConnectionsQuery";
import { NETWORK_QUERIES } from "../utils/networkRefetch";
import { PersonRow } from "./PersonSummary";
import { ProfessionalSearchDialog } from "./ProfessionalSearchDialog";

// The incoming requests in a query of their own: with the connections they would pass the API's query-cost limit.

const INCOMING = graphql(`
  query NetworkModal_Incoming($first: Int!, $after: String) {
    incomingConnectionRequests(first: $first, after: $after) {
      totalCount
      pageInfo { ...ListKit_PageInfo }
      edges { cursor node { ...NetworkConnection_Connection } }
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
  const connections = useConnection(NETWORK_CONNECTIONS, { variables: { first: 20 }, select: (d) => d.myConnections, skip: !open });
  const incoming = useConnection(INCOMING, { variables: { first: 20 }, select: (d) => d.incomingConnectionRequests, skip: !open });
  const [respond] = useMutation(RESPOND, { refetchQueries: NETWORK_QUERIES });
  const [remove] = useMutation(REMOVE, { refetchQueries: NETWORK_QUERIES });
  const [searchOpen, setSearchOpen] = useState(false);
  const stats = connections.data?.connectionStats;

  const answer = async (id: string, accept: boolean) => {
    if (!(await activity.run(() => respond({ variables: { id, accept } })))) return;
    notifySuccess(intl, accept ? "network.accepted" : "network.declined");
  };
  const confirm = useConfirm();
  const disconnect = async (id: string, name: string) => {
    const ok = await confirm.ask({
      title: intl.formatMessage({ id: "network.removeConfirm" }, { name }),
      text: intl.formatMessage({ id: "network.removeConfirmText" }, { name }),
      confirmLabel: intl.formatMessage({ id: "network.removeConfirmAction" }),
    });
    if (!ok) return;
    if (!(await activity.run(() => remove({ variables: { id } })))) return;
    toaster.create({ type: "info", title: intl.formatMessage({ id: "network.removed" }, { name }) });
  };

  const footer = (
    <>
      <Button variant="outline" onClick={() => setSearchOpen(true)}>
        <UserPlus aria-hidden />
        <FormattedMessage id="network.addConnection" />
      </Button>
      <Button colorPalette="brand" onClick={() => setSearchOpen(true)}>
        <Search aria-hidden />
        <FormattedMessage id="network.searchProfessionals" />
      </Button>
    </>
  );

  return (
    <>
      <DialogFrame
        open={open}
        onClose={onClose}
        title={<FormattedMessage id="network.modal.title" />}
        footer={footer}
        footerProps={{ flexWrap: "wrap" }}
        size="lg"
        placement="center"
        scrollBehavior="inside"
      >
        {!stats ? (
          <ListFrame loading={connections.loading} error={connections.error} onRetry={connections.refetch} isEmpty empty={null}>
            {null}
          </ListFrame>
        ) : (
          <Stack gap="5">
            <Wrap gap="2">
              <Badge size="lg" colorPalette="brand" variant="solid">
                <FormattedMessage id="network.connectionsLabel" values={{ count: stats.total }} />
              </Badge>
              {stats.byCountry.map((c) => (
                <Badge key={c.country} size="lg" variant="subtle">
                  <FormattedMessage id={labelId("country", c.country)} />: {c.count}
                </Badge>
              ))}
            </Wrap>

            {(incoming.nodes?.length ?? 0) > 0 && (
              <Box data-testid="incoming-requests">
                <DetailSection title={<FormattedMessage id="network.incoming.title" values={{ count: incoming.totalCount }} />}>
                  <ConnectionList
                    items={incoming.nodes}
                    itemKey={(r) => r.id}
                    label={intl.formatMessage({ id: "network.incoming.title" }, { count: incoming.totalCount })}
                    {...pagingProps(incoming)}
                    empty={null}
                    renderItem={(r) => (
                      <PersonRow
                        person={r.person}
                        highlight
                        action={
                          <>
                            <RowButton icon={Check} colorPalette="brand" onClick={() => answer(r.id, true)}>
                              <FormattedMessage id="network.accept" />
                            </RowButton>
                            <RowButton icon={X} variant="outline" onClick={() => answer(r.id, false)}>
                              <FormattedMessage id="network.decline" />
                            </RowButton>
                          </>
                        }
                      />
                    )}
                  />
                </DetailSection>
              </Box>
            )}

            <DetailSection title={<FormattedMessage id="network.list.title" />}>
              <Box maxH="72" overflowY="auto" pe="1" tabIndex={0} role="region" aria-label={intl.formatMessage({ id: "network.list.title" })} data-testid="network-list">
                <ConnectionList
                  items={connections.nodes}
                  itemKey={(c) => c.id}
                  {...pagingProps(connections)}
                  empty={<FormattedMessage id="network.empty" />}
                  renderItem={(c) => (
                    <PersonRow
                      person={c.person}
                      action={
                        <IconButton
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={intl.formatMessage({ id: "network.remove" }, { name: c.person.fullName })}
                          onClick={() => disconnect(c.id, c.person.fullName)}
                        >
                          <UserMinus />
                        </IconButton>
                      }
                    />
                  )}
                />
              </Box>
            </DetailSection>
          </Stack>
        )}
      </DialogFrame>
      <ProfessionalSearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
      {confirm.element}
    </>
  );
}
