import { Box, Button, Flex, SegmentGroup, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { FilterX } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { liveConnection } from "../../../apollo/liveConnection";
import { useVocabulary } from "../../../domain/vocabulary";
import { graphql } from "../../../gql";
import type { Country, OpportunityType, Sector } from "../../../gql/graphql";
import { ConnectionList, ListHeader, ParamFilterSelect, ParamSearchInput, orNull, pagingProps, useConnection, useListParams } from "../../../ui/list";
import { useOpportunityEvents } from "../hooks/useOpportunityEvents";
import { useToggleSaved } from "../hooks/useToggleSaved";
import type { MemberOpportunity } from "../types/MemberOpportunity";
import { ApplyDialog } from "./ApplyDialog";
import { MemberOpportunityCard } from "./MemberOpportunityCard";
import { SavedSearchAlerts } from "./SavedSearchAlerts";

const OpportunitiesDocument = graphql(`
  query MemberOpportunitiesTab_List($filter: OpportunityFilter, $after: String) {
    opportunities(filter: $filter, first: 12, after: $after) {
      totalCount
      edges { cursor node { ...MemberOpportunityCard_Opportunity } }
      pageInfo { ...ListKit_PageInfo }
    }
  }
`);

const SavedDocument = graphql(`
  query MemberOpportunitiesTab_Saved($first: Int!) {
    mySavedOpportunities(first: $first) {
      totalCount
      edges {
        node {
          ...MemberOpportunityCard_Opportunity
        }
      }
    }
  }
`);

// A variable, not a literal: the API's cost limit multiplies by a literal `first`.
const SAVED_MAX = 100;
const EDGE = "QueryOpportunitiesConnectionEdge";
/** The list's choice filters, in their order on screen: URL key, labels, vocabulary. */
const CHOICE_FILTERS = [
  { key: "country", label: "opportunities.member.country", allLabel: "opportunities.member.allCountries", kind: "country" },
  { key: "sector", label: "opportunities.member.sector", allLabel: "opportunities.member.allSectors", kind: "sector" },
  { key: "type", label: "opportunities.member.type", allLabel: "opportunities.member.allTypes", kind: "opportunityType" },
] as const;
type Filter = { country?: string | null; sector?: string | null; type?: string | null; search?: string | null };

const fitsFilter = (o: MemberOpportunity, f: Filter) =>
  o.status === "ACTIVE" &&
  (!f.country || o.country === f.country) &&
  (!f.sector || o.sector === f.sector) &&
  (!f.type || o.type === f.type) &&
  (!f.search || [o.title, o.description, o.organization].some((s) => s.toLowerCase().includes(f.search?.toLowerCase() ?? "")));

/**
 * Member dashboard, Opportunities tab: active opportunities filtered by
 * country, sector, type and text (kept in the URL), with apply and save, and
 * a "saved" view. New, changed and removed opportunities show up live.
 */
export function MemberOpportunitiesTab() {
  const intl = useIntl();
  const vocabulary = useVocabulary();
  const client = useApolloClient();
  const params = useListParams({ filters: { country: "", sector: "", type: "", q: "", view: "all" } });
  const { filters, setFilter } = params;
  const [applying, setApplying] = useState<{ id: string; title: string } | null>(null);
  const { toggle, pendingId } = useToggleSaved();
  const view = filters.view === "saved" ? "saved" : "all";
  const filtered = filters.country !== "" || filters.sector !== "" || filters.type !== "" || filters.q !== "";
  const filter = {
    country: orNull<Country>(filters.country),
    sector: orNull<Sector>(filters.sector),
    ...(filters.type ? { type: filters.type as OpportunityType } : {}),
    ...(filters.q ? { search: filters.q } : {}),
  };

  const all = useConnection(OpportunitiesDocument, { variables: { filter }, select: (d) => d.opportunities });
  const saved = useQuery(SavedDocument, { variables: { first: SAVED_MAX }, fetchPolicy: "cache-and-network" });

  useOpportunityEvents((event) => {
    const live = liveConnection(client.cache, "opportunities");
    const o = event.opportunity;
    // members only ever get active ones; null means gone or no longer active
    if (!o || event.op === "DELETE") {
      live.drop(event.id);
      saved.refetch().catch(() => {});
      return;
    }
    live.put(o, { edgeTypename: EDGE, fits: (args) => fitsFilter(o, (args.filter ?? {}) as Filter), prepend: (args) => event.entered && !args.orderBy });
  });

  const closeApply = () => {
    const id = applying?.id;
    setApplying(null);
    // The dialog unmounts rather than closing: hand focus back to the card's
    // button (now "applied" after a success) so it does not fall to <body>.
    requestAnimationFrame(() => {
      const button = id ? document.querySelector<HTMLElement>(`[data-apply-button="${id}"]`) : null;
      if (button && (document.activeElement === document.body || document.activeElement === null)) button.focus();
    });
  };

  const clear = () => {
    params.setFilters({ country: "", sector: "", type: "", q: "" });
  };

  const savedNodes = saved.data?.mySavedOpportunities.edges.map((e) => e.node).filter((o) => fitsFilter(o, { ...filter, search: filters.q || null }));
  const nodes: MemberOpportunity[] | undefined = view === "all" ? all.nodes : savedNodes;
  const savedCount = saved.data?.mySavedOpportunities.totalCount ?? 0;
  const clearButton = (variant: "ghost" | "outline") => (
    <Button variant={variant} size="sm" onClick={clear}>
      <FilterX />
      <FormattedMessage id="opportunities.member.clearFilters" />
    </Button>
  );

  return (
    <Stack gap="5">
      <ListHeader
        title={<FormattedMessage id="opportunities.member.title" />}
        meta={
          <Text color="fg.muted" textStyle="sm">
            <FormattedMessage id="opportunities.member.subtitle" />
          </Text>
        }
      />

      <Flex gap="3" direction={{ base: "column", md: "row" }} align={{ md: "flex-end" }} wrap="wrap">
        <Box flex="1" minW={{ md: "56" }}>
          <ParamSearchInput
            params={params}
            name="q"
            size="sm"
            label={intl.formatMessage({ id: "opportunities.member.search" })}
            placeholder={intl.formatMessage({ id: "opportunities.admin.searchPlaceholder" })}
          />
        </Box>
        {CHOICE_FILTERS.map(({ key, label, allLabel, kind }) => (
          <ParamFilterSelect
            key={key}
            params={params}
            name={key}
            width={{ base: "full", md: "44" }}
            label={intl.formatMessage({ id: label })}
            allLabel={intl.formatMessage({ id: allLabel })}
            options={vocabulary.options(kind)}
          />
        ))}
        {filtered && clearButton("ghost")}
        <Box flex="1" />
        <SegmentGroup.Root value={view} onValueChange={(e) => setFilter("view", e.value ?? "all")} aria-label={intl.formatMessage({ id: "opportunities.member.view" })}>
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={[
              { value: "all", label: intl.formatMessage({ id: "opportunities.member.viewAll" }) },
              { value: "saved", label: intl.formatMessage({ id: "opportunities.member.viewSaved" }, { count: savedCount }) },
            ]}
          />
        </SegmentGroup.Root>
      </Flex>
      <SavedSearchAlerts
        filter={{ country: filter.country, sector: filter.sector, type: filter.type ?? null, search: filter.search ?? null }}
        onApply={(a) => {
          params.setFilters({ country: a.country ?? "", sector: a.sector ?? "", type: a.type ?? "", q: a.search ?? "", view: "all" });
        }}
      />

      <ConnectionList
        label={intl.formatMessage({ id: "opportunities.member.title" })}
        items={nodes}
        itemKey={(o) => o.id}
        columns={{ base: 1, md: 2, lg: 3 }}
        renderItem={(o) => (
          <MemberOpportunityCard
            opportunity={o}
            saving={pendingId === o.id}
            onApply={() => setApplying({ id: o.id, title: o.title })}
            onToggleSave={() => toggle(o)}
            eagerImage={o.id === nodes?.[0]?.id}
          />
        )}
        {...(view === "all" ? pagingProps(all) : { loading: saved.loading, error: saved.error, onRetry: () => void saved.refetch() })}
        skeletonRows={3}
        empty={
          <Stack as="span" align="center" gap="3">
            <FormattedMessage id={filtered ? "opportunities.member.noResults" : view === "saved" ? "opportunities.member.savedEmpty" : "opportunities.member.empty"} />
            {filtered && clearButton("outline")}
          </Stack>
        }
      />
      {applying && <ApplyDialog opportunity={applying} onClose={closeApply} />}
    </Stack>
  );
}
