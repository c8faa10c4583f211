import { HStack, Tag } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import type { ProjectFilterKey, ProjectFilterState } from "../hooks/useProjectFilters";

interface Props {
  filter: ProjectFilterState;
  onRemove: (key: ProjectFilterKey) => void;
}

const ORDER: ProjectFilterKey[] = ["search", "status", "country", "sector", "priority"];

/** One removable chip per active filter. */
export function ProjectFilterChips({ filter, onRemove }: Props) {
  const intl = useIntl();
  const active = ORDER.filter((k) => filter[k]);
  if (!active.length) return null;
  const label = (key: ProjectFilterKey, value: string) => {
    if (key === "search") return `“${value}”`;
    const id = key === "country" || key === "sector" ? `common.${key}.${value}` : `projects.${key}.${value}`;
    return intl.formatMessage({ id });
  };
  return (
    <HStack gap="2" wrap="wrap" aria-label={intl.formatMessage({ id: "projects.filters.active" })}>
      {active.map((key) => {
        const text = `${intl.formatMessage({ id: `projects.filters.${key}` })}: ${label(key, filter[key]!)}`;
        return (
          <Tag.Root key={key} size="lg" colorPalette="brand" variant="subtle" borderRadius="full">
            <Tag.Label>{text}</Tag.Label>
            <Tag.EndElement>
              <Tag.CloseTrigger aria-label={intl.formatMessage({ id: "projects.filters.remove" }, { filter: text })} onClick={() => onRemove(key)} />
            </Tag.EndElement>
          </Tag.Root>
        );
      })}
    </HStack>
  );
}
