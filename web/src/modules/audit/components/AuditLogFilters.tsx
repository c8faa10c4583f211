import { Button, Field, Input, InputGroup, SimpleGrid, Stack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Search } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { FilterSelect } from "../../../ui/forms/FilterSelect";
import type { ListParams } from "../../../ui/list/useListParams";
import { useSearchText } from "../../../ui/list/useSearchText";
import { useAuditLabels } from "../utils/useAuditLabels";

const FacetsDocument = graphql(`
  query AuditLogFilters_Facets {
    auditLogFacets {
      actions
      entities
      actors {
        id
        fullName
        email
      }
    }
  }
`);

export type AuditFilterKey = "q" | "actor" | "action" | "entity" | "from" | "to";

/** The audit log's filters, all kept in the URL: free text, actor, action, kind of record and a date range. */
export function AuditLogFilters({ list }: { list: Pick<ListParams<AuditFilterKey, string>, "filters" | "setFilter" | "filtered" | "clear"> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const labels = useAuditLabels();
  const facets = useQuery(FacetsDocument).data?.auditLogFacets;
  const { filters, setFilter } = list;

  const [text, setText] = useSearchText(filters.q, (q) => setFilter("q", q));

  const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, intl.locale);
  const actionOptions = (facets?.actions ?? []).map((code) => ({ value: code, label: labels.action(code) })).sort(byLabel);
  const entityOptions = (facets?.entities ?? []).map((code) => ({ value: code, label: labels.entity(code) })).sort(byLabel);
  const actorOptions = (facets?.actors ?? []).map((a) => ({ value: a.id, label: `${a.fullName} (${a.email})` }));

  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label fontSize="sm">
          <FormattedMessage id="audit.filters.text" />
        </Field.Label>
        <InputGroup startElement={<Search size={16} aria-hidden />}>
          <Input size="sm" type="search" maxLength={200} value={text} onChange={(e) => setText(e.currentTarget.value)} placeholder={t("audit.filters.textPlaceholder")} />
        </InputGroup>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3" alignItems="end">
        <FilterSelect label={t("audit.filters.actor")} value={filters.actor} options={actorOptions} onChange={(v) => setFilter("actor", v)} />
        <FilterSelect label={t("audit.filters.action")} value={filters.action} options={actionOptions} onChange={(v) => setFilter("action", v)} />
        <FilterSelect label={t("audit.filters.entity")} value={filters.entity} options={entityOptions} onChange={(v) => setFilter("entity", v)} />
        <Field.Root>
          <Field.Label fontSize="sm">
            <FormattedMessage id="audit.filters.from" />
          </Field.Label>
          <Input size="sm" type="date" max={filters.to || "9999-12-31"} value={filters.from} onChange={(e) => setFilter("from", e.currentTarget.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label fontSize="sm">
            <FormattedMessage id="audit.filters.to" />
          </Field.Label>
          <Input size="sm" type="date" min={filters.from || undefined} max="9999-12-31" value={filters.to} onChange={(e) => setFilter("to", e.currentTarget.value)} />
        </Field.Root>
      </SimpleGrid>
      {list.filtered && (
        <Button size="sm" variant="ghost" alignSelf="start" onClick={list.clear}>
          <FormattedMessage id="audit.filters.clear" />
        </Button>
      )}
    </Stack>
  );
}
