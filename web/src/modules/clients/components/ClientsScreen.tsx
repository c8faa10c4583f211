import { Box, Button, Center, Heading, SimpleGrid, Spinner, Stack, Tabs } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Building2, CircleDollarSign, UserCheck, UserPlus, UserX, Users } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { CountryLabel } from "../../../domain/CountryLabel";
import { useVocabulary } from "../../../domain/vocabulary";
import { graphql } from "../../../gql";
import type { ClientOrderField, ClientRow_ClientFragment, ClientStatus, Country } from "../../../gql/graphql";
import { StatCard } from "../../../ui/data/StatCard";
import { LoadError } from "../../../ui/feedback/LoadError";
import { PageHeader } from "../../../ui/layout/PageHeader";
import { formatBudgetK } from "../../../ui/format/formatBudgetK";
import { formatDate } from "../../../ui/format/formatDate";
import { formatMoney } from "../../../ui/format/formatMoney";
import { type Column, ConnectionTable, ListFilterBar, orNull, orderByOf, ParamFilterSelect, ParamSearchInput, useConnection, useListParams } from "../../../ui/list";
import { CellNote } from "../../../ui/list/CellNote";
import { useOpenParam } from "../../../ui/overlay/useOpenParam";
import { ClientDetailDialog } from "./ClientDetailDialog";
import { ClientFormDialog } from "./ClientFormDialog";
import { ClientStatusBadge } from "./ClientStatusBadge";

graphql(`
  fragment ClientRow_Client on Client {
    id
    name
    email
    organization
    country
    status
    projectCount
    totalValue
    lastContact
  }
`);

const ClientsDocument = graphql(`
  query ClientsScreen_Clients($filter: ClientFilter, $orderBy: ClientOrder, $first: Int = 20, $after: String) {
    clients(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
      totalCount
      pageInfo { ...ListKit_PageInfo }
      edges { cursor node { ...ClientRow_Client } }
    }
  }
`);

const SummaryDocument = graphql(`
  query ClientsScreen_Summary {
    clientSummary {
      total
      active
      prospects
      inactive
      totalValue
    }
  }
`);

const TABS = ["", "ACTIVE", "PROSPECT", "INACTIVE"] as const;
const SORT_FIELDS = ["NAME", "ORGANIZATION", "LAST_CONTACT"] as const satisfies readonly ClientOrderField[];

export function ClientsScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const vocabulary = useVocabulary();
  const list = useListParams({ filters: { q: "", country: "", status: "" }, sortFields: SORT_FIELDS });
  const [openClientId, openClient] = useOpenParam("client");
  const { q, country, status } = list.filters;

  const clients = useConnection(ClientsDocument, {
    variables: {
      filter: { search: q.trim() || null, country: orNull<Country>(country), status: orNull<ClientStatus>(status) },
      orderBy: orderByOf(list.sort),
    },
    select: (d) => d.clients,
  });
  const summary = useQuery(SummaryDocument);
  const [creating, setCreating] = useState(false);
  const s = summary.data?.clientSummary;

  const columns: Array<Column<ClientRow_ClientFragment, (typeof SORT_FIELDS)[number]>> = [
    {
      key: "name",
      header: t("clients.column.name"),
      sortField: "NAME",
      mobileLabel: false,
      minW: "48",
      cell: (c) => (
        <>
          <Box as="button" textAlign="start" fontWeight="semibold" color="fg" _hover={{ textDecoration: "underline" }} onClick={() => openClient(c.id)}>
            {c.name}
          </Box>
          <CellNote>{c.email}</CellNote>
        </>
      ),
    },
    { key: "organization", header: t("clients.column.organization"), sortField: "ORGANIZATION", cell: (c) => c.organization },
    { key: "country", header: t("clients.form.country"), cell: (c) => <CountryLabel country={c.country} /> },
    { key: "status", header: t("clients.form.status"), cell: (c) => <ClientStatusBadge status={c.status} /> },
    { key: "projects", header: t("clients.column.projects"), align: "end", cell: (c) => intl.formatNumber(c.projectCount) },
    { key: "value", header: t("clients.column.value"), align: "end", nowrap: true, cell: (c) => formatMoney(c.totalValue, "USD", intl.locale, { fractionDigits: 0 }) },
    {
      key: "lastContact",
      header: t("clients.form.lastContact"),
      sortField: "LAST_CONTACT",
      nowrap: true,
      cell: (c) => (c.lastContact ? formatDate(c.lastContact, intl.locale) : "—"),
    },
  ];

  return (
    <Stack gap="6" p={{ base: "4", md: "6" }}>
      <PageHeader
        title={<FormattedMessage id="clients.page.title" />}
        subtitle={<FormattedMessage id="clients.page.subtitle" />}
        actions={
          <Button colorPalette="brand" onClick={() => setCreating(true)}>
            <UserPlus />
            <FormattedMessage id="clients.page.new" />
          </Button>
        }
      />

      {summary.error ? (
        <LoadError error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="3">
          {s ? (
            <>
              <StatCard dense label={t("clients.kpi.total")} value={intl.formatNumber(s.total)} icon={<Users />} palette="brand" />
              <StatCard dense label={t("clients.kpi.active")} value={intl.formatNumber(s.active)} icon={<UserCheck />} palette="green" />
              <StatCard dense label={t("clients.kpi.prospects")} value={intl.formatNumber(s.prospects)} icon={<Building2 />} palette="purple" />
              <StatCard dense label={t("clients.kpi.inactive")} value={intl.formatNumber(s.inactive)} icon={<UserX />} palette="gray" />
              <StatCard dense label={t("clients.kpi.value")} value={formatBudgetK(s.totalValue, intl.locale)} icon={<CircleDollarSign />} palette="gold" />
            </>
          ) : (
            <Center gridColumn="1 / -1" py="6">
              <Spinner color="brand.solid" aria-label={t("common.loading")} />
            </Center>
          )}
        </SimpleGrid>
      )}

      <Stack gap="3">
        <ListFilterBar>
          <ParamSearchInput params={list} name="q" flex="1" placeholder={t("clients.filters.searchPlaceholder")} label={t("clients.filters.search")} />
          <Box minW={{ md: "56" }}>
            <ParamFilterSelect params={list} name="country" label={t("clients.filters.country")} options={vocabulary.options("country")} />
          </Box>
        </ListFilterBar>
        {/* the status tabs filter the one results panel below (their aria-controls) */}
        <Tabs.Root
          value={status || "all"}
          onValueChange={(e) => list.setFilter("status", e.value === "all" ? "" : e.value)}
          variant="enclosed"
          colorPalette="brand"
          ids={{ trigger: (v) => `clients-tab-${v}`, content: () => "clients-results" }}
        >
          <Tabs.List maxW="full" overflowX="auto">
            {TABS.map((tab) => (
              <Tabs.Trigger key={tab || "all"} value={tab || "all"}>
                <FormattedMessage id={tab ? `clients.tab.${tab}` : "clients.tab.all"} />
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Tabs.Root>
      </Stack>

      <Stack gap="6" id="clients-results" role="tabpanel" aria-labelledby={`clients-tab-${status || "all"}`}>
        <Heading as="h2" size="md" aria-live="polite">
          <FormattedMessage id="clients.list.count" values={{ count: clients.totalCount ?? 0 }} />
        </Heading>
        <ConnectionTable
          label={t("clients.page.title")}
          columns={columns}
          connection={clients}
          params={list}
          rowKey={(c) => c.id}
          rowProps={() => ({ "data-testid": "client-card" })}
          empty={<FormattedMessage id="clients.list.emptyTitle" />}
        />
      </Stack>

      {creating && (
        <ClientFormDialog
          onClose={() => setCreating(false)}
          onSaved={(id) => {
            setCreating(false);
            openClient(id);
          }}
        />
      )}
      {openClientId && <ClientDetailDialog clientId={openClientId} onClose={() => openClient(null)} />}
    </Stack>
  );
}
