import { Box, Button, Center, Flex, Heading, NativeSelect, SegmentGroup, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { FilterX, SearchX } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { Country, Sector } from "../../../gql/graphql";
import { LoadError } from "../../../ui/feedback/LoadError";
import { useOpportunityEvents } from "../../realtime/hooks/useOpportunityEvents";
import { useToggleSaved } from "../hooks/useToggleSaved";
import type { MemberOpportunity } from "../types/MemberOpportunity";
import { OPPORTUNITY_OPTIONS } from "../utils/opportunityOptions";
import { ApplyDialog } from "./ApplyDialog";
import { MemberOpportunityCard } from "./MemberOpportunityCard";

const OpportunitiesDocument = graphql(`
  query MemberOpportunitiesTab_List($filter: OpportunityFilter, $first: Int, $after: String) {
    opportunities(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          ...OpportunityFields_Opportunity
          myApplication {
            id
            status
          }
          savedByMe
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const SavedDocument = graphql(`
  query MemberOpportunitiesTab_Saved($first: Int!) {
    mySavedOpportunities(first: $first) {
      totalCount
      edges {
        node {
          ...OpportunityFields_Opportunity
          myApplication {
            id
            status
          }
          savedByMe
        }
      }
    }
  }
`);

const PAGE = 12;
// A variable, not a literal: the API's cost limit multiplies by a literal `first`.
const SAVED_MAX = 100;

/**
 * Member dashboard, Opportunities tab: active opportunities filtered by
 * country and sector, with apply and save, and a "saved" view. New,
 * changed and removed opportunities show up live.
 */
export function MemberOpportunitiesTab() {
  const intl = useIntl();
  const [country, setCountry] = useState<Country | "">("");
  const [sector, setSector] = useState<Sector | "">("");
  const [view, setView] = useState<"all" | "saved">("all");
  const [applying, setApplying] = useState<{ id: string; title: string } | null>(null);
  const { toggle, pendingId } = useToggleSaved();
  const filtered = country !== "" || sector !== "";
  const filter = { country: country || null, sector: sector || null };

  const all = useQuery(OpportunitiesDocument, {
    variables: { filter, first: PAGE },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const saved = useQuery(SavedDocument, { variables: { first: SAVED_MAX }, fetchPolicy: "cache-and-network" });

  useOpportunityEvents((event) => {
    const o = event.opportunity;
    all.updateQuery((_, { complete, previousData }) => {
      if (!complete) return;
      const list = previousData.opportunities;
      const present = list.edges.some((e) => e.node.id === event.id);
      // members only ever get active ones; null means gone or no longer active
      if (!o || event.op === "DELETE") {
        if (!present) return;
        return {
          ...previousData,
          opportunities: { ...list, totalCount: list.totalCount - 1, edges: list.edges.filter((e) => e.node.id !== event.id) },
        };
      }
      const fits = o.status === "ACTIVE" && (!country || o.country === country) && (!sector || o.sector === sector);
      if (present || !fits || event.op !== "INSERT") return;
      return {
        ...previousData,
        opportunities: {
          ...list,
          totalCount: list.totalCount + 1,
          edges: [{ __typename: "QueryOpportunitiesConnectionEdge", cursor: event.id, node: o }, ...list.edges],
        },
      };
    });
    if (!o || event.op === "DELETE") saved.refetch().catch(() => {});
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
    setCountry("");
    setSector("");
  };

  const source = view === "all" ? all : saved;
  const nodes: MemberOpportunity[] | undefined =
    view === "all"
      ? all.data?.opportunities.edges.map((e) => e.node)
      : saved.data?.mySavedOpportunities.edges
          .map((e) => e.node)
          .filter((o) => (!country || o.country === country) && (!sector || o.sector === sector));
  const savedCount = saved.data?.mySavedOpportunities.totalCount ?? 0;

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h2" textStyle="xl">
          <FormattedMessage id="opportunities.member.title" />
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          <FormattedMessage id="opportunities.member.subtitle" />
        </Text>
      </Stack>

      <Flex gap="3" direction={{ base: "column", md: "row" }} align={{ md: "center" }} wrap="wrap">
        <NativeSelect.Root width={{ base: "full", md: "56" }}>
          <NativeSelect.Field
            value={country}
            onChange={(e) => setCountry(e.target.value as Country | "")}
            aria-label={intl.formatMessage({ id: "opportunities.member.country" })}
          >
            <option value="">{intl.formatMessage({ id: "opportunities.member.allCountries" })}</option>
            {OPPORTUNITY_OPTIONS.countries.map((c) => (
              <option key={c} value={c}>
                {intl.formatMessage({ id: `common.country.${c}` })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root width={{ base: "full", md: "56" }}>
          <NativeSelect.Field
            value={sector}
            onChange={(e) => setSector(e.target.value as Sector | "")}
            aria-label={intl.formatMessage({ id: "opportunities.member.sector" })}
          >
            <option value="">{intl.formatMessage({ id: "opportunities.member.allSectors" })}</option>
            {OPPORTUNITY_OPTIONS.sectors.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage({ id: `common.sector.${s}` })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {filtered && (
          <Button variant="ghost" size="sm" onClick={clear}>
            <FilterX />
            <FormattedMessage id="opportunities.member.clearFilters" />
          </Button>
        )}
        <Box flex="1" />
        <SegmentGroup.Root
          value={view}
          onValueChange={(e) => setView(e.value as "all" | "saved")}
          aria-label={intl.formatMessage({ id: "opportunities.member.view" })}
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={[
              { value: "all", label: intl.formatMessage({ id: "opportunities.member.viewAll" }) },
              { value: "saved", label: intl.formatMessage({ id: "opportunities.member.viewSaved" }, { count: savedCount }) },
            ]}
          />
        </SegmentGroup.Root>
      </Flex>

      {source.error && !nodes ? (
        <LoadError title={<FormattedMessage id="opportunities.error.loadFailed" />} onRetry={() => void source.refetch()} />
      ) : !nodes ? (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Stack key={i} gap="3" borderWidth="1px" borderRadius="l3" overflow="hidden" pb="4">
              <Skeleton aspectRatio={16 / 9} />
              <Skeleton height="5" mx="4" />
              <Skeleton height="16" mx="4" />
            </Stack>
          ))}
        </SimpleGrid>
      ) : nodes.length === 0 ? (
        <Center py="12" px="4" borderWidth="1px" borderStyle="dashed" borderRadius="l3" flexDirection="column" gap="3" textAlign="center">
          <Box color="fg.subtle" aria-hidden>
            <SearchX size={40} />
          </Box>
          <Text color="fg.muted">
            <FormattedMessage
              id={filtered ? "opportunities.member.noResults" : view === "saved" ? "opportunities.member.savedEmpty" : "opportunities.member.empty"}
            />
          </Text>
          {filtered && (
            <Button variant="outline" onClick={clear}>
              <FilterX />
              <FormattedMessage id="opportunities.member.clearFilters" />
            </Button>
          )}
        </Center>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="4" listStyleType="none">
          {nodes.map((o) => (
            <MemberOpportunityCard
              key={o.id}
              opportunity={o}
              saving={pendingId === o.id}
              onApply={() => setApplying({ id: o.id, title: o.title })}
              onToggleSave={() => toggle(o)}
            />
          ))}
        </SimpleGrid>
      )}
      {view === "all" && all.data?.opportunities.pageInfo.hasNextPage && (
        <Button
          variant="outline"
          alignSelf="center"
          loading={all.networkStatus === NetworkStatus.fetchMore}
          onClick={() => all.fetchMore({ variables: { after: all.data?.opportunities.pageInfo.endCursor } })}
        >
          <FormattedMessage id="opportunities.member.loadMore" />
        </Button>
      )}
      {applying && <ApplyDialog opportunity={applying} onClose={closeApply} />}
    </Stack>
  );
}
