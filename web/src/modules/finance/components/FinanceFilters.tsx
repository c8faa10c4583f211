import { Field, HStack, NativeSelect } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import type { FinanceFilters as Filters } from "../hooks/useFinanceFilters";
import { FINANCE_OPTIONS } from "../utils/financeOptions";

const { countries: FINANCE_COUNTRIES, periods: FINANCE_PERIODS, currencies: CURRENCIES } = FINANCE_OPTIONS;

/** Country, period and display currency: applied to every figure of the screen. */
export function FinanceFilters({ filters, onChange }: { filters: Filters; onChange: (patch: Partial<Filters>) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <HStack gap="3" flexWrap="wrap" align="end">
      <Field.Root w={{ base: "full", sm: "44" }}>
        <Field.Label>{t("finance.filter.country")}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={filters.country ?? ""} onChange={(e) => onChange({ country: (e.currentTarget.value || null) as Filters["country"] })}>
            <option value="">{t("finance.filter.allCountries")}</option>
            {FINANCE_COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {t(`common.country.${c}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root w={{ base: "full", sm: "48" }}>
        <Field.Label>{t("finance.filter.period")}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={filters.period} onChange={(e) => onChange({ period: e.currentTarget.value as Filters["period"] })}>
            {FINANCE_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`finance.period.${p}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root w={{ base: "full", sm: "60" }}>
        <Field.Label>{t("finance.filter.currency")}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={filters.currency} onChange={(e) => onChange({ currency: e.currentTarget.value as Filters["currency"] })}>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {t(`finance.currency.${c}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </HStack>
  );
}
