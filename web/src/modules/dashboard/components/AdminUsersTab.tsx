import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Badge, Box, Button, Field, HStack, Input, InputGroup, NativeSelect, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { Search, ShieldCheck, ShieldOff } from "lucide-react";
import { useEffect, useState } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { graphql } from "../../../gql";
import type { Country, Role } from "../../../gql/graphql";
import { useSession } from "../../auth/session/useSession";
import { toaster } from "../../../ui/feedback/toaster";
import { useDebouncedValue } from "../../search/hooks/useDebouncedValue";

const USERS = graphql(`
  query AdminUsersTab_Users($filter: AdminUserFilter, $first: Int!) {
    adminUsers(filter: $filter, first: $first) {
      totalCount
      pageInfo {
        hasNextPage
      }
      edges {
        node {
          id
          fullName
          email
          country
          sector
          organization
          role
          createdAt
        }
      }
    }
  }
`);

const SET_ROLE = graphql(`
  mutation AdminUsersTab_SetRole($userId: ID!, $role: Role!) {
    setUserRole(userId: $userId, role: $role) {
      id
      role
    }
  }
`);

const COUNTRIES: Country[] = ["AO", "NA", "ZA", "OTHER"];
const PAGE = 25;

/** Users tab: search and country filter over real accounts; promote to or demote from administrator. */
export function AdminUsersTab() {
  const intl = useIntl();
  const { user: me } = useSession();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get("q") ?? "");
  const search = useDebouncedValue(text.trim());
  const country = COUNTRIES.includes(params.get("country") as Country) ? (params.get("country") as Country) : null;
  const [first, setFirst] = useState(PAGE);
  const { data, error, loading, refetch } = useQuery(USERS, {
    variables: { filter: { search: search || null, country }, first },
    notifyOnNetworkStatusChange: true,
  });
  const [setRole, { loading: saving }] = useMutation(SET_ROLE);

  useEffect(() => {
    const p = new URLSearchParams(params);
    if (search) p.set("q", search);
    else p.delete("q");
    if (p.toString() !== params.toString()) setParams(p, { replace: true });
  }, [search, params, setParams]);

  const setCountry = (value: string) => {
    const p = new URLSearchParams(params);
    if (value) p.set("country", value);
    else p.delete("country");
    setParams(p, { replace: true });
  };

  const changeRole = async (id: string, name: string, role: Role) => {
    const key = role === "ADMIN" ? "dashboard.users.promoteConfirm" : "dashboard.users.demoteConfirm";
    if (!window.confirm(intl.formatMessage({ id: key }, { name }))) return;
    try {
      await setRole({ variables: { userId: id, role } });
      toaster.create({ type: "success", title: intl.formatMessage({ id: "dashboard.users.roleChanged" }, { name }) });
    } catch {
      toaster.create({ type: "error", title: intl.formatMessage({ id: "common.genericError" }) });
    }
  };

  const list = data?.adminUsers;

  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" align="flex-end">
        <Field.Root flex="1" minW="56">
          <Field.Label>
            <FormattedMessage id="dashboard.users.search" />
          </Field.Label>
          <InputGroup startElement={<Search size={16} aria-hidden />}>
            <Input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={intl.formatMessage({ id: "dashboard.users.searchPlaceholder" })} />
          </InputGroup>
        </Field.Root>
        <Field.Root maxW="xs">
          <Field.Label>
            <FormattedMessage id="dashboard.users.country" />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={country ?? ""} onChange={(e) => setCountry(e.currentTarget.value)}>
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
      </HStack>
      {list && (
        <Text color="fg.muted" role="status">
          <FormattedMessage id="dashboard.users.count" values={{ count: list.totalCount }} />
        </Text>
      )}

      {error && !list ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title flex="1">
            <FormattedMessage id="common.loadError" />
          </Alert.Title>
          <Button size="sm" onClick={() => refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </Alert.Root>
      ) : !list ? (
        <Skeleton h="48" />
      ) : list.edges.length === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center">
          <FormattedMessage id="dashboard.users.empty" />
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" striped data-testid="admin-users">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <FormattedMessage id="dashboard.users.col.name" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="dashboard.users.col.country" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="dashboard.users.col.sector" />
                </Table.ColumnHeader>
                {/* below 2xl the organisation sits under the e-mail, so the actions column stays in view */}
                <Table.ColumnHeader hideBelow="2xl">
                  <FormattedMessage id="dashboard.users.col.organization" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="dashboard.users.col.role" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="dashboard.users.col.joined" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="dashboard.users.col.actions" />
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.edges.map(({ node }) => (
                <Table.Row key={node.id}>
                  <Table.Cell>
                    <Box>
                      <Text fontWeight="semibold">{node.fullName}</Text>
                      <Text textStyle="xs" color="fg.muted">
                        {node.email}
                      </Text>
                      {node.organization && (
                        <Text textStyle="xs" color="fg.muted" hideFrom="2xl">
                          {node.organization}
                        </Text>
                      )}
                    </Box>
                  </Table.Cell>
                  <Table.Cell>
                    <FormattedMessage id={`common.country.${node.country}`} />
                  </Table.Cell>
                  <Table.Cell>
                    <FormattedMessage id={`common.sector.${node.sector}`} />
                  </Table.Cell>
                  <Table.Cell hideBelow="2xl">{node.organization ?? "—"}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={node.role === "ADMIN" ? "gold" : "gray"} variant="subtle">
                      <FormattedMessage id={node.role === "ADMIN" ? "dashboard.users.role.ADMIN" : "dashboard.users.role.USER"} />
                    </Badge>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <FormattedDate value={node.createdAt} day="2-digit" month="2-digit" year="numeric" />
                  </Table.Cell>
                  <Table.Cell>
                    {me?.id !== node.id && (
                      <Button
                        size="xs"
                        variant="outline"
                        disabled={saving}
                        onClick={() => changeRole(node.id, node.fullName, node.role === "ADMIN" ? "USER" : "ADMIN")}
                      >
                        {node.role === "ADMIN" ? <ShieldOff aria-hidden /> : <ShieldCheck aria-hidden />}
                        <FormattedMessage id={node.role === "ADMIN" ? "dashboard.users.demote" : "dashboard.users.promote"} />
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {list?.pageInfo.hasNextPage && (
        <Button alignSelf="center" variant="outline" loading={loading} onClick={() => setFirst((n) => n + PAGE)}>
          <FormattedMessage id="dashboard.users.more" />
        </Button>
      )}
    </Stack>
  );
}
