import { useMutation } from "@apollo/client/react";
import { Badge, Box, Button, Field, HStack, Stack, Text } from "@chakra-ui/react";
import { ShieldCheck, ShieldOff, UserX } from "lucide-react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { labelId, useVocabulary } from "../../../domain/vocabulary";
import { graphql } from "../../../gql";
import { type AdminUsersTab_RowFragment, type Country, Role } from "../../../gql/graphql";
import { useConfirm } from "../../../ui/feedback/useConfirm";
import {
  type Column,
  ConnectionTable,
  liveCount,
  orderByOf,
  orNull,
  ParamSearchInput,
  useConnection,
  useListParams,
  ParamFilterSelect,
  RowButton,
  useRowAction,
} from "../../../ui/list";
import { CellNote } from "../../../ui/list/CellNote";
import { useSession } from "../../../session/useSession";

graphql(`
  fragment AdminUsersTab_Row on User {
    id
    fullName
    email
    country
    sector
    organization
    role
    createdAt
    deletionRequestedAt
    anonymisedAt
  }
`);

const USERS = graphql(`
  query AdminUsersTab_Users($filter: AdminUserFilter, $orderBy: AdminUserOrder, $first: Int!, $after: String) {
    adminUsers(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
      totalCount
      pageInfo { ...ListKit_PageInfo }
      edges { cursor node { ...AdminUsersTab_Row } }
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

const ANONYMISE = graphql(`
  mutation AdminUsersTab_Anonymise($userId: ID!) {
    anonymiseUser(userId: $userId) {
      ...AdminUsersTab_Row
    }
  }
`);

type Row = AdminUsersTab_RowFragment;
type SortField = "NAME" | "JOINED" | "ROLE";

/** Users tab: search, country and role in the URL, sortable name/joined/role; promote to or demote from administrator. */
export function AdminUsersTab() {
  const intl = useIntl();
  const vocabulary = useVocabulary();
  const { user: me } = useSession();
  const params = useListParams<"q" | "country" | "role", SortField>({ filters: { q: "", country: "", role: "" }, sortFields: ["NAME", "JOINED", "ROLE"] });

  const list = useConnection(USERS, {
    variables: {
      filter: { search: params.filters.q || null, country: orNull<Country>(params.filters.country), role: orNull<Role>(params.filters.role) },
      orderBy: orderByOf(params.sort),
      first: 25,
    },
    select: (d) => d.adminUsers,
  });
  const [setRole, { loading: saving }] = useMutation(SET_ROLE);
  const [anonymise, { loading: anonymising }] = useMutation(ANONYMISE);

  const confirm = useConfirm();
  const act = useRowAction();
  // each change of a person's account is asked first, naming them
  const confirmThen = async (kind: "promote" | "demote" | "anonymise", name: string, run: () => Promise<unknown>, done: string) => {
    const ok = await confirm.ask({
      title: intl.formatMessage({ id: `dashboard.users.${kind}Confirm` }, { name }),
      text: intl.formatMessage({ id: `dashboard.users.${kind}ConfirmText` }, { name }),
      confirmLabel: intl.formatMessage({ id: `dashboard.users.${kind}Action` }),
    });
    if (ok) await act(run, done, { name });
  };
  const changeRole = (id: string, name: string, role: Role) =>
    confirmThen(role === Role.ADMIN ? "promote" : "demote", name, () => setRole({ variables: { userId: id, role } }), "dashboard.users.roleChanged");
  // A person's request under POPIA / Lei 22/11, handled at once: the dialog names what goes and what stays.
  const anonymiseUser = (id: string, name: string) => confirmThen("anonymise", name, () => anonymise({ variables: { userId: id } }), "dashboard.users.anonymised");

  const columns: Array<Column<Row, SortField>> = [
    {
      key: "name",
      header: intl.formatMessage({ id: "dashboard.users.col.name" }),
      sortField: "NAME",
      mobileLabel: false,
      cell: (u) => (
        <>
          <Text fontWeight="semibold">{u.fullName}</Text>
          <CellNote>{u.email}</CellNote>
          {u.organization && <CellNote>{u.organization}</CellNote>}
        </>
      ),
    },
    { key: "country", header: intl.formatMessage({ id: "dashboard.users.col.country" }), cell: (u) => <FormattedMessage id={labelId("country", u.country)} /> },
    { key: "sector", header: intl.formatMessage({ id: "dashboard.users.col.sector" }), cell: (u) => <FormattedMessage id={labelId("sector", u.sector)} /> },
    {
      key: "role",
      header: intl.formatMessage({ id: "dashboard.users.col.role" }),
      sortField: "ROLE",
      cell: (u) => (
        <HStack gap="1" wrap="wrap">
          <Badge colorPalette={u.role === Role.ADMIN ? "gold" : "gray"} variant="subtle">
            <FormattedMessage id={labelId("role", u.role)} />
          </Badge>
          {u.anonymisedAt ? (
            <Badge colorPalette="red" variant="subtle">
              <FormattedMessage id="dashboard.users.anonymisedBadge" />
            </Badge>
          ) : (
            u.deletionRequestedAt && (
              <Badge colorPalette="orange" variant="subtle">
                <FormattedMessage id="dashboard.users.deletionPendingBadge" />
              </Badge>
            )
          )}
        </HStack>
      ),
    },
    {
      key: "joined",
      header: intl.formatMessage({ id: "dashboard.users.col.joined" }),
      sortField: "JOINED",
      nowrap: true,
      cell: (u) => <FormattedDate value={u.createdAt} day="2-digit" month="2-digit" year="numeric" />,
    },
    {
      key: "actions",
      header: intl.formatMessage({ id: "dashboard.users.col.actions" }),
      cell: (u) =>
        me?.id !== u.id &&
        !u.anonymisedAt && (
          <HStack gap="2" wrap="wrap">
            <Button size="xs" variant="outline" disabled={saving} onClick={() => changeRole(u.id, u.fullName, u.role === Role.ADMIN ? Role.USER : Role.ADMIN)}>
              {u.role === Role.ADMIN ? <ShieldOff aria-hidden /> : <ShieldCheck aria-hidden />}
              <FormattedMessage id={u.role === Role.ADMIN ? "dashboard.users.demote" : "dashboard.users.promote"} />
            </Button>
            <RowButton icon={UserX} variant="outline" colorPalette="red" disabled={anonymising} onClick={() => anonymiseUser(u.id, u.fullName)}>
              <FormattedMessage id="dashboard.users.anonymise" />
            </RowButton>
          </HStack>
        ),
    },
  ];

  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" align="flex-end">
        <Field.Root flex="1" minW="56">
          <Field.Label fontSize="sm">
            <FormattedMessage id="dashboard.users.search" />
          </Field.Label>
          <ParamSearchInput params={params} name="q" wait={250} size="sm" placeholder={intl.formatMessage({ id: "dashboard.users.searchPlaceholder" })} />
        </Field.Root>
        <ParamFilterSelect
          params={params}
          name="country"
          width="xs"
          label={intl.formatMessage({ id: "dashboard.users.country" })}
          options={vocabulary.options("country")}
        />
        <ParamFilterSelect params={params} name="role" width="xs" label={intl.formatMessage({ id: "dashboard.users.col.role" })} options={vocabulary.options("role")} />
      </HStack>
      <Box data-testid="admin-users">
        <ConnectionTable
          label={intl.formatMessage({ id: "dashboard.users.table" })}
          columns={columns}
          connection={list}
          params={params}
          rowKey={(u) => u.id}
          count={liveCount(list.totalCount, "dashboard.users.count")}
          empty={<FormattedMessage id="dashboard.users.empty" />}
        />
      </Box>
      {confirm.element}
    </Stack>
  );
}
