import { Card, SimpleGrid, Stack } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { FilterSelect } from "../../../ui/forms/FilterSelect";
import { SearchInput } from "../../../ui/list";
import { PROJECT_FILTER_KEYS, type useProjectFilters } from "../hooks/useProjectFilters";
import { useVocabulary, type VocabularyKind } from "../../../domain/vocabulary";
import { ProjectFilterChips } from "./ProjectFilterChips";

/** the vocabulary each filter chooses from */
const KINDS = { status: "projectStatus", country: "country", sector: "sector", priority: "priority" } as const satisfies Record<
  (typeof PROJECT_FILTER_KEYS)[number],
  VocabularyKind
>;

/** Free text over name, client and description; status, country, sector and priority; chips for what is active. */
export function ProjectFiltersBar({ filters }: { filters: ReturnType<typeof useProjectFilters> }) {
  const intl = useIntl();
  const vocabulary = useVocabulary();
  const { filter } = filters;
  return (
    <Card.Root variant="outline">
      <Card.Body gap="4">
        <Stack gap="3">
          <SearchInput
            value={filters.searchInput}
            onChange={filters.setSearchInput}
            placeholder={intl.formatMessage({ id: "projects.filters.searchPlaceholder" })}
            label={intl.formatMessage({ id: "projects.filters.searchLabel" })}
          />
          <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="3">
            {PROJECT_FILTER_KEYS.map((key) => (
              <FilterSelect
                key={key}
                label={intl.formatMessage({ id: `projects.filters.${key}` })}
                value={filter[key] ?? ""}
                options={vocabulary.options(KINDS[key])}
                onChange={(v) => filters.setFilter(key, v)}
              />
            ))}
          </SimpleGrid>
        </Stack>
        <ProjectFilterChips filter={filter} onRemove={filters.clearFilter} />
      </Card.Body>
    </Card.Root>
  );
}
