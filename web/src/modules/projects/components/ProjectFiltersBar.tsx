import { Card, Input, InputGroup, SimpleGrid, Stack } from "@chakra-ui/react";
import { Search } from "lucide-react";
import { useIntl } from "react-intl";
import { FilterSelect } from "../../../ui/forms/FilterSelect";
import type { useProjectFilters } from "../hooks/useProjectFilters";
import { COUNTRIES, PRIORITIES, PROJECT_STATUSES, SECTORS, optionsOf } from "../utils/options";
import { ProjectFilterChips } from "./ProjectFilterChips";

/** Free text over name, client and description; status, country, sector and priority; chips for what is active. */
export function ProjectFiltersBar({ filters }: { filters: ReturnType<typeof useProjectFilters> }) {
  const intl = useIntl();
  const { filter } = filters;
  return (
    <Card.Root variant="outline">
      <Card.Body gap="4">
        <Stack gap="3">
          <InputGroup startElement={<Search size={16} />}>
            <Input
              type="search"
              value={filters.searchInput}
              onChange={(e) => filters.setSearchInput(e.currentTarget.value)}
              placeholder={intl.formatMessage({ id: "projects.filters.searchPlaceholder" })}
              aria-label={intl.formatMessage({ id: "projects.filters.searchLabel" })}
            />
          </InputGroup>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="3">
            <FilterSelect
              label={intl.formatMessage({ id: "projects.filters.status" })}
              value={filter.status ?? ""}
              options={optionsOf(intl, PROJECT_STATUSES, "projects.status")}
              onChange={(v) => filters.setFilter("status", v)}
            />
            <FilterSelect
              label={intl.formatMessage({ id: "projects.filters.country" })}
              value={filter.country ?? ""}
              options={optionsOf(intl, COUNTRIES, "common.country")}
              onChange={(v) => filters.setFilter("country", v)}
            />
            <FilterSelect
              label={intl.formatMessage({ id: "projects.filters.sector" })}
              value={filter.sector ?? ""}
              options={optionsOf(intl, SECTORS, "common.sector")}
              onChange={(v) => filters.setFilter("sector", v)}
            />
            <FilterSelect
              label={intl.formatMessage({ id: "projects.filters.priority" })}
              value={filter.priority ?? ""}
              options={optionsOf(intl, PRIORITIES, "projects.priority")}
              onChange={(v) => filters.setFilter("priority", v)}
            />
          </SimpleGrid>
        </Stack>
        <ProjectFilterChips filter={filter} onRemove={filters.clearFilter} />
      </Card.Body>
    </Card.Root>
  );
}
