import { Alert, Button, CloseButton, Dialog, Field, Input, NativeSelect, Portal, SimpleGrid, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { type FormEvent, useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { Country, Currency, TransactionCategory } from "../../../gql/graphql";
import { financeErrorMessage } from "../utils/financeErrorMessage";
import { FINANCE_OPTIONS } from "../utils/financeOptions";

const CreateBudget = graphql(`
  mutation BudgetDialog_Create($input: BudgetInput!) {
    createBudget(input: $input) {
      id
    }
  }
`);
const UpdateBudget = graphql(`
  mutation BudgetDialog_Update($id: ID!, $input: BudgetInput!) {
    updateBudget(id: $id, input: $input) {
      id
      allocated
      name
    }
  }
`);

export interface BudgetValues {
  id?: string;
  name: string;
  country: Country;
  category: TransactionCategory;
  allocated: string;
  currency: Currency;
  period: string;
  startDate: string;
  endDate: string;
  responsible: string;
}

const year = new Date().getUTCFullYear();
const blank: BudgetValues = {
  name: "",
  country: "AO",
  category: "OPERATIONS",
  allocated: "",
  currency: "USD",
  period: String(year),
  startDate: `${year}-01-01`,
  endDate: `${year}-12-31`,
  responsible: "",
};

/** Creates a budget, or edits one when `budget` is given. */
export function BudgetDialog({ open, budget, onClose }: { open: boolean; budget: BudgetValues | null; onClose: (saved: boolean) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [form, setForm] = useState<BudgetValues>(blank);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const opts = { refetchQueries: "active" as const, awaitRefetchQueries: true };
  const [create, creating] = useMutation(CreateBudget, opts);
  const [update, updating] = useMutation(UpdateBudget, opts);
  useEffect(() => {
    if (open) {
      setForm(budget ?? blank);
      setTouched(false);
      setError(null);
    }
  }, [open, budget]);
  const set = <K extends keyof BudgetValues>(k: K, v: BudgetValues[K]) => setForm((f) => ({ ...f, [k]: v }));
  const bad = {
    name: !form.name.trim(),
    allocated: !(/^\d+(\.\d{1,2})?$/.test(form.allocated) && Number(form.allocated) > 0),
    period: !form.period.trim(),
    dates: !form.startDate || !form.endDate || form.endDate < form.startDate,
    responsible: !form.responsible.trim(),
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.values(bad).some(Boolean)) return;
    const { id, ...input } = form;
    try {
      if (id) await update({ variables: { id, input } });
      else await create({ variables: { input } });
      onClose(true);
    } catch (err) {
      setError(t(financeErrorMessage(err)));
    }
  };

  const select = (label: string, value: string, onChange: (v: string) => void, options: string[], render: (v: string) => string) => (
    <Field.Root required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {options.map((o) => (
            <option key={o} value={o}>
              {render(o)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
  const text = (key: "name" | "period" | "responsible" | "allocated", label: string, props: Record<string, string> = {}) => (
    <Field.Root required invalid={touched && bad[key]}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input value={form[key]} onChange={(e) => set(key, e.target.value)} {...props} />
      <Field.ErrorText>{t(key === "allocated" ? "finance.field.amountError" : "finance.field.required")}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose(false)} size={{ base: "full", md: "lg" }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t(form.id ? "finance.budgets.edit" : "finance.budgets.new")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {error && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{error}</Alert.Title>
                    </Alert.Root>
                  )}
                  {text("name", t("finance.budgets.name"), { maxLength: "200" })}
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    {select(t("finance.field.country"), form.country, (v) => set("country", v as Country), FINANCE_OPTIONS.countries, (v) => t(`common.country.${v}`))}
                    {select(t("finance.field.category"), form.category, (v) => set("category", v as TransactionCategory), FINANCE_OPTIONS.categories, (v) => t(`finance.category.${v}`))}
                    {text("allocated", t("finance.budgets.allocated"), { type: "number", step: "0.01", min: "0.01", inputMode: "decimal" })}
                    {select(t("finance.field.currency"), form.currency, (v) => set("currency", v as Currency), FINANCE_OPTIONS.currencies, (v) => t(`finance.currency.${v}`))}
                    {text("period", t("finance.budgets.period"), { maxLength: "40" })}
                    {text("responsible", t("finance.budgets.responsible"), { maxLength: "200" })}
                    <Field.Root required invalid={touched && bad.dates}>
                      <Field.Label>
                        {t("finance.budgets.start")}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input type="date" max="9999-12-31" value={form.startDate} onChange={(e) => set("startDate", e.target.value)} />
                    </Field.Root>
                    <Field.Root required invalid={touched && bad.dates}>
                      <Field.Label>
                        {t("finance.budgets.end")}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input type="date" max="9999-12-31" value={form.endDate} onChange={(e) => set("endDate", e.target.value)} />
                      <Field.ErrorText>{t("finance.budgets.datesError")}</Field.ErrorText>
                    </Field.Root>
                  </SimpleGrid>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => onClose(false)}>
                  {t("common.cancel")}
                </Button>
                <Button type="submit" colorPalette="brand" loading={creating.loading || updating.loading}>
                  {t("finance.budgets.save")}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
