import { Card, SimpleGrid, Stack } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { FilterSelect } from "../../../ui/forms/FilterSelect";
import { SearchInput } from "../../../ui/list";
import type { useProjectFilters } from "../hooks/useProjectFilters";
import { useVocabulary } from "../../../domain/vocabulary";
import { ProjectFilterChips } from "./ProjectFilterChips";

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
            <FilterSelect
              label={intl.formatMessage({ id: "projects.filters.status" })}
              value={filter.status ?? ""}
              options={vocabulary.options("projectStatus")}
              onChange={(v) => filters.setFilter("status", v)}
            />
            <FilterSelect
              label={intl.formatMessage({ id: "projects.filters.country" })}
              value={filter.country ?? ""}
              options={vocabulary.options("country")}
              onChange={(v) => filters.setFilter("country", v)}
            />
            <FilterSelect
              label={intl.formatMessage({ id: "projects.filters.sector" })}
              value={filter.sector ?? ""}
              options={vocabulary.options("sector")}
              onChange={(v) => filters.setFilter("sector", v)}
            />
            <FilterSelect
              label={intl.formatMessage({ id: "projects.filters.priority" })}
              value={filter.priority ?? ""}
              options={vocabulary.options("priority")}
              onChange={(v) => filters.setFilter("priority", v)}
            />
          </SimpleGrid>
        </Stack>
        <ProjectFilterChips filter={filter} onRemove={filters.clearFilter} />
      </Card.Body>
    </Card.Root>
  );
}
