import { useMutation } from "@apollo/client/react";
import { NETWORK_LIMITS } from "@ponte/contracts/network";
import { Badge, Box, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { Check, Clock, UserPlus } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useVocabulary } from "../../../domain/vocabulary";
import { graphql } from "../../../gql";
import type { ConnectionState, Country, Sector } from "../../../gql/graphql";
import { useDashboardActivity } from "../../../ui/feedback/useDashboardActivity";
import { notifySuccess } from "../../../ui/feedback/notify";
import { FilterSelect } from "../../../ui/forms/FilterSelect";
import { FormField } from "../../../ui/forms/FormField";
import { ConnectionList, orNull, pagingProps, RowButton, useConnection } from "../../../ui/list";
import { InfoDialog } from "../../../ui/overlay/InfoDialog";
import { NETWORK_QUERIES } from "../utils/networkRefetch";
import { PersonRow } from "./PersonSummary";

const RESULTS = graphql(`
  query ProfessionalSearchDialog_Results($filter: ProfessionalFilter, $first: Int!, $after: String) {
    searchProfessionals(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo { ...ListKit_PageInfo }
      edges {
        cursor
        node {
          ...PersonSummary_Person
          connectionState
        }
      }
    }
  }
`);

const SEND = graphql(`
  mutation ProfessionalSearchDialog_Send($userId: ID!) {
    sendConnectionRequest(userId: $userId) {
      id
      status
    }
  }
`);

function StateAction({ state, onConnect }: { state: ConnectionState; onConnect: () => void }) {
  if (state === "CONNECTED")
    return (
      <Badge colorPalette="green" variant="subtle">
        <Check aria-hidden size={12} />
        <FormattedMessage id="network.state.connected" />
      </Badge>
    );
  if (state === "REQUEST_SENT")
    return (
      <Badge colorPalette="gray" variant="subtle">
        <Clock aria-hidden size={12} />
        <FormattedMessage id="network.state.sent" />
      </Badge>
    );
  return (
    <RowButton icon={UserPlus} colorPalette="brand" variant={state === "REQUEST_RECEIVED" ? "solid" : "outline"} onClick={onConnect}>
      <FormattedMessage id={state === "REQUEST_RECEIVED" ? "network.accept" : "network.connect"} />
    </RowButton>
  );
}

/** "Procurar profissionais": find members by name, sector, country and organisation, and ask to connect. */
export function ProfessionalSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const vocabulary = useVocabulary();
  const activity = useDashboardActivity();
  const [search, setSearch] = useState("");
  const [organization, setOrganization] = useState("");
  const [sector, setSector] = useState("");
  const [country, setCountry] = useState("");
  const filter = useDeferredValue({
    search: orNull(search.trim()),
    organization: orNull(organization.trim()),
    sector: orNull(sector) as Sector | null,
    country: orNull(country) as Country | null,
  });
  const results = useConnection(RESULTS, { variables: { filter, first: 20 }, select: (d) => d.searchProfessionals, skip: !open });
  const [send] = useMutation(SEND, { refetchQueries: NETWORK_QUERIES });

  const connect = async (userId: string, name: string) => {
    const res = await activity.run(() => send({ variables: { userId } }));
    if (!res) return;
    const accepted = res.data?.sendConnectionRequest.status === "ACCEPTED";
    notifySuccess(intl, accepted ? "network.nowConnected" : "network.requestSent", { name });
  };
  const count = <FormattedMessage id="network.search.count" values={{ count: results.totalCount ?? 0 }} />;

  return (
    <InfoDialog open={open} onClose={onClose} title={<FormattedMessage id="network.searchProfessionals" />}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label={intl.formatMessage({ id: "network.search.name" })}>
            <Input type="search" maxLength={NETWORK_LIMITS.search} value={search} onChange={(e) => setSearch(e.target.value)} />
          </FormField>
          <FormField label={intl.formatMessage({ id: "network.search.organization" })}>
            <Input maxLength={NETWORK_LIMITS.organization} value={organization} onChange={(e) => setOrganization(e.target.value)} />
          </FormField>
          <FilterSelect label={intl.formatMessage({ id: "network.search.sector" })} value={sector} options={vocabulary.options("sector")} onChange={setSector} />
          <FilterSelect label={intl.formatMessage({ id: "network.search.country" })} value={country} options={vocabulary.options("country")} onChange={setCountry} />
        </SimpleGrid>

        <Box data-testid="professional-results">
          <ConnectionList
            items={results.nodes}
            itemKey={(p) => p.id}
            count={count}
            empty={count}
            {...pagingProps(results)}
            renderItem={(p) => <PersonRow person={p} action={<StateAction state={p.connectionState} onConnect={() => connect(p.id, p.fullName)} />} />}
          />
        </Box>
      </Stack>
    </InfoDialog>
  );
}
