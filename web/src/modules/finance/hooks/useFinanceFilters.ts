import { useCallback } from "react";
import { useSearchParams } from "react-router";
import type { Country, Currency, FinancePeriod } from "../../../gql/graphql";
import { VOCABULARY } from "../../../domain/vocabulary";

export const FINANCE_TABS = ["overview", "transactions", "budgets", "invoices", "reports", "exchange"] as const;
type FinanceTab = (typeof FINANCE_TABS)[number];
const FINANCE_COUNTRIES: readonly string[] = VOCABULARY.regionCountry.values;
const FINANCE_PERIODS: readonly FinancePeriod[] = VOCABULARY.financePeriod.values;
const CURRENCIES: readonly Currency[] = VOCABULARY.currency.values;

export interface FinanceFilters {
  tab: FinanceTab;
  /** null: all countries */
  country: Country | null;
  period: FinancePeriod;
  /** the currency summary figures are shown in */
  currency: Currency;
}

/** The finance screen's tab and filters live in the URL, so links and the back button keep them. */
export function useFinanceFilters(): [FinanceFilters, (patch: Partial<FinanceFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const pick = <T extends string>(key: string, allowed: readonly T[], fallback: T): T => {
    const v = params.get(key) as T | null;
    return v && allowed.includes(v) ? v : fallback;
  };
  const filters: FinanceFilters = {
    tab: pick("tab", FINANCE_TABS, "overview"),
    country: FINANCE_COUNTRIES.includes(params.get("country") ?? "") ? (params.get("country") as Country) : null,
    period: pick("period", FINANCE_PERIODS, "CURRENT_YEAR"),
    currency: pick("currency", CURRENCIES, "USD"),
  };
  const update = useCallback(
    (patch: Partial<FinanceFilters>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v == null || String(v) === "") next.delete(k);
            else next.set(k, String(v));
          }
          return next;
        },
        { replace: patch.tab === undefined },
      ),
    [setParams],
  );
  return [filters, update];
}
