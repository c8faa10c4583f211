import { Field, HStack } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { useVocabulary } from "../../../domain/vocabulary";
import { FilterSelect } from "../../../ui/forms/FilterSelect";
import { SelectInput } from "../../../ui/forms/SelectInput";
import type { FinanceFilters as Filters } from "../hooks/useFinanceFilters";

/** Country, period and display currency: applied to every figure of the screen. */
export function FinanceFilters({ filters, onChange }: { filters: Filters; onChange: (patch: Partial<Filters>) => void }) {
  const intl = useIntl();
  const vocabulary = useVocabulary();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <HStack gap="3" flexWrap="wrap" align="end">
      <FilterSelect
        width={{ base: "full", sm: "44" }}
        label={t("finance.filter.country")}
        allLabel={t("finance.filter.allCountries")}
        value={filters.country ?? ""}
        onChange={(v) => onChange({ country: (v || null) as Filters["country"] })}
        options={vocabulary.options("regionCountry")}
      />
      <Field.Root w={{ base: "full", sm: "48" }}>
        <Field.Label fontSize="sm">{t("finance.filter.period")}</Field.Label>
        <SelectInput size="sm" value={filters.period} onChange={(v) => onChange({ period: v as Filters["period"] })} options={vocabulary.options("financePeriod")} />
      </Field.Root>
      <Field.Root w={{ base: "full", sm: "60" }}>
        <Field.Label fontSize="sm">{t("finance.filter.currency")}</Field.Label>
        <SelectInput size="sm" value={filters.currency} onChange={(v) => onChange({ currency: v as Filters["currency"] })} options={vocabulary.options("currency")} />
      </Field.Root>
    </HStack>
  );
}
