import { Badge, Box, Flex, HStack, Stack } from "@chakra-ui/react";
import { Eye, Pencil } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { CountryLabel } from "../../../domain/CountryLabel";
import { useVocabulary, type VocabularyKind } from "../../../domain/vocabulary";
import { graphql } from "../../../gql";
import type { Country, Department, StaffMemberOrderField, StaffRow_StaffFragment, StaffStatus } from "../../../gql/graphql";
import { PersonCell } from "../../../ui/data/PersonCell";
import { type Column, ConnectionTable, orNull, orderByOf, useConnection, useListParams, ParamFilterSelect, RowButton } from "../../../ui/list";
import { StaffStatusBadge } from "./StaffStatusBadge";

graphql(`
  fragment StaffRow_Staff on StaffMember {
    id
    name
    role
    email
    phone
    country
    department
    status
    avatarUrl
  }
`);

const DirectoryDocument = graphql(`
  query TeamScreen_Directory($filter: StaffFilter, $orderBy: StaffMemberOrder, $first: Int = 20, $after: String) {
    staffMembers(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
      totalCount
      pageInfo { ...ListKit_PageInfo }
      edges { cursor node { ...StaffRow_Staff } }
    }
  }
`);

const SORT_FIELDS = ["NAME", "ROLE", "DEPARTMENT", "STATUS", "JOIN_DATE"] as const satisfies readonly StaffMemberOrderField[];
/** each select narrows one URL filter to a value of its vocabulary */
const FILTERS = [
  { name: "department", label: "team.form.department", kind: "department" },
  { name: "status", label: "team.form.status", kind: "staffStatus" },
] as const satisfies ReadonlyArray<{ name: string; label: string; kind: VocabularyKind }>;

interface Props {
  /** the page's country filter ("" = all) */
  country: string;
  onView: (id: string) => void;
  onEdit: (id: string) => void;
}

/** The staff directory: a table sorted by the server, department and status filters kept in the URL; "Ver" and "Editar" work. */
export function DirectoryTab({ country, onView, onEdit }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const vocabulary = useVocabulary();
  const list = useListParams({ filters: { department: "", status: "" }, sortFields: SORT_FIELDS, prefix: "dir" });
  const staff = useConnection(DirectoryDocument, {
    variables: {
      filter: { country: orNull<Country>(country), department: orNull<Department>(list.filters.department), status: orNull<StaffStatus>(list.filters.status) },
      orderBy: orderByOf(list.sort),
    },
    select: (d) => d.staffMembers,
  });

  const columns: Array<Column<StaffRow_StaffFragment, (typeof SORT_FIELDS)[number]>> = [
    {
      key: "name",
      header: t("team.form.name"),
      sortField: "NAME",
      mobileLabel: false,
      minW: "56",
      cell: (m) => <PersonCell name={m.name} src={m.avatarUrl} note={m.email} />,
    },
    { key: "role", header: t("team.form.role"), sortField: "ROLE", cell: (m) => m.role },
    {
      key: "department",
      header: t("team.form.department"),
      sortField: "DEPARTMENT",
      cell: (m) => (
        <Badge variant="outline">
          <FormattedMessage id={`team.department.${m.department}`} />
        </Badge>
      ),
    },
    { key: "country", header: t("team.form.country"), cell: (m) => <CountryLabel country={m.country} /> },
    { key: "phone", header: t("team.form.phone"), nowrap: true, cell: (m) => m.phone ?? "—" },
    { key: "status", header: t("team.form.status"), sortField: "STATUS", cell: (m) => <StaffStatusBadge status={m.status} /> },
    {
      key: "actions",
      header: <Box srOnly>{t("team.directory.actions")}</Box>,
      label: t("team.directory.actions"),
      align: "end",
      mobileLabel: false,
      cell: (m) => (
        <HStack gap="2" justify="flex-end">
          <RowButton icon={Eye} variant="outline" onClick={() => onView(m.id)} aria-label={intl.formatMessage({ id: "team.directory.viewNamed" }, { name: m.name })}>
            <FormattedMessage id="team.directory.view" />
          </RowButton>
          <RowButton icon={Pencil} variant="outline" onClick={() => onEdit(m.id)} aria-label={intl.formatMessage({ id: "team.directory.editNamed" }, { name: m.name })}>
            <FormattedMessage id="team.directory.edit" />
          </RowButton>
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="3" pt="4">
      <Flex gap="3" wrap="wrap">
        {FILTERS.map((f) => (
          <ParamFilterSelect key={f.name} params={list} name={f.name} width={{ base: "full", sm: "56" }} label={t(f.label)} options={vocabulary.options(f.kind)} />
        ))}
      </Flex>
      <ConnectionTable
        label={t("team.tab.directory")}
        columns={columns}
        connection={staff}
        params={list}
        rowKey={(m) => m.id}
        rowProps={() => ({ "data-testid": "staff-card" })}
        count={<FormattedMessage id="team.directory.count" values={{ count: staff.totalCount ?? 0 }} />}
        empty={<FormattedMessage id="team.empty" />}
      />
    </Stack>
  );
}
