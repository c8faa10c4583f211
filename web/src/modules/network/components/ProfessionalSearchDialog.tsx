import { useMutation, useQuery } from "@apollo/client/react";
import {
  Alert,
  Badge,
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Check, Clock, UserPlus } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { ConnectionState, Country, Sector } from "../../../gql/graphql";
import { useDashboardActivity } from "../../dashboard/hooks/useDashboardActivity";
import { toaster } from "../../../ui/feedback/toaster";
import { NETWORK_QUERIES } from "../utils/networkRefetch";
import { PersonSummary } from "./PersonSummary";

const RESULTS = graphql(`
  query ProfessionalSearchDialog_Results($filter: ProfessionalFilter, $first: Int!) {
    searchProfessionals(filter: $filter, first: $first) {
      totalCount
      edges {
        node {
          id
          fullName
          avatarUrl
          sector
          country
          organization
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

const SECTORS: Sector[] = ["HEALTH", "EDUCATION", "TOURISM", "COMMERCE", "TRANSPORT", "TECHNOLOGY", "AGRICULTURE", "MINING", "GOVERNMENT", "NGO", "GENERAL"];
const COUNTRIES: Country[] = ["AO", "NA", "ZA", "OTHER"];

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
    <Button size="xs" colorPalette="brand" variant={state === "REQUEST_RECEIVED" ? "solid" : "outline"} onClick={onConnect}>
      <UserPlus aria-hidden />
      <FormattedMessage id={state === "REQUEST_RECEIVED" ? "network.accept" : "network.connect"} />
    </Button>
  );
}

/** "Procurar profissionais": find members by name, sector, country and organisation, and ask to connect. */
export function ProfessionalSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const activity = useDashboardActivity();
  const [search, setSearch] = useState("");
  const [organization, setOrganization] = useState("");
  const [sector, setSector] = useState<Sector | "">("");
  const [country, setCountry] = useState<Country | "">("");
  const filter = useDeferredValue({
    search: search.trim() || null,
    organization: organization.trim() || null,
    sector: sector || null,
    country: country || null,
  });
  const { data, error, refetch } = useQuery(RESULTS, { variables: { filter, first: 30 }, skip: !open });
  const [send] = useMutation(SEND, { refetchQueries: NETWORK_QUERIES });

  const connect = async (userId: string, name: string) => {
    const res = await activity.run(() => send({ variables: { userId } }));
    if (!res) return;
    const accepted = res.data?.sendConnectionRequest.status === "ACCEPTED";
    toaster.create({
      type: "success",
      title: intl.formatMessage({ id: accepted ? "network.nowConnected" : "network.requestSent" }, { name }),
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} placement="center" size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="network.searchProfessionals" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                  <Field.Root>
                    <Field.Label>
                      <FormattedMessage id="network.search.name" />
                    </Field.Label>
                    <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>
                      <FormattedMessage id="network.search.organization" />
                    </Field.Label>
                    <Input value={organization} onChange={(e) => setOrganization(e.target.value)} />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>
                      <FormattedMessage id="network.search.sector" />
                    </Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={sector} onChange={(e) => setSector(e.currentTarget.value as Sector | "")}>
                        <option value="">{intl.formatMessage({ id: "common.all" })}</option>
                        {SECTORS.map((s) => (
                          <option key={s} value={s}>
                            {intl.formatMessage({ id: `common.sector.${s}` })}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>
                      <FormattedMessage id="network.search.country" />
                    </Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={country} onChange={(e) => setCountry(e.currentTarget.value as Country | "")}>
                        <option value="">{intl.formatMessage({ id: "common.all" })}</option>
                        {COUNTRIES.map((c) => (
                          <option key={c} value={c}>
                            {intl.formatMessage({ id: `common.country.${c}` })}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                </SimpleGrid>

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
                  <Skeleton h="40" />
                ) : (
                  <>
                    <Text color="fg.muted" textStyle="sm" role="status">
                      <FormattedMessage id="network.search.count" values={{ count: data.searchProfessionals.totalCount }} />
                    </Text>
                    <Stack as="ul" listStyleType="none" gap="2" data-testid="professional-results">
                      {data.searchProfessionals.edges.map(({ node }) => (
                        <HStack as="li" key={node.id} justify="space-between" borderWidth="1px" borderRadius="md" p="3" gap="2">
                          <PersonSummary person={node} />
                          <StateAction state={node.connectionState} onConnect={() => connect(node.id, node.fullName)} />
                        </HStack>
                      ))}
                    </Stack>
                  </>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="subtle" onClick={onClose}>
                <FormattedMessage id="common.close" />
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: "common.close" })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
