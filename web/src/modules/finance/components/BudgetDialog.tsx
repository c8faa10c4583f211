import { useMutation } from "@apollo/client/react";
import { choice, requiredDate } from "@ponte/contracts";
import { budgetTextRules, positiveMoney } from "@ponte/contracts/finance";
import { SimpleGrid, Stack } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { z } from "zod";
import { useVocabulary, VOCABULARY } from "../../../domain/vocabulary";
import { graphql } from "../../../gql";
import type { BudgetsTab_BudgetFragment } from "../../../gql/graphql";
import { EntityFormDialog } from "../../../ui/forms/EntityFormDialog";
import { SelectField, TextField } from "../../../ui/forms/fields";
import { MoneyField } from "../../../ui/forms/MoneyField";
import { useEntityForm } from "../../../ui/forms/useEntityForm";

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

/** The form's rules: the API's BudgetInput rules (@ponte/contracts), the end not before the start. */
export const budgetSchema = z
  .object({
    ...budgetTextRules,
    country: choice(VOCABULARY.regionCountry.values),
    category: choice(VOCABULARY.transactionCategory.values),
    allocated: positiveMoney,
    currency: choice(VOCABULARY.currency.values),
    startDate: requiredDate(),
    endDate: requiredDate(),
  })
  .refine((v) => v.endDate >= v.startDate, { path: ["endDate"], message: "END_BEFORE_START" });
type BudgetForm = z.input<typeof budgetSchema>;

const year = new Date().getUTCFullYear();
const blank: BudgetForm = {
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

/** Creates a budget, or edits one when `budget` (as the budgets list has it) is given; the schema keeps only the fields the API takes. */
export function BudgetDialog({ budget, onClose }: { budget: BudgetsTab_BudgetFragment | null; onClose: (saved: boolean) => void }) {
  const intl = useIntl();
  const vocabulary = useVocabulary();
  const t = (id: string) => intl.formatMessage({ id });
  const opts = { refetchQueries: "active" as const, awaitRefetchQueries: true };
  const [create] = useMutation(CreateBudget, opts);
  const [update] = useMutation(UpdateBudget, opts);
  const { id, ...values } = budget ?? { ...blank, id: undefined };
  const entity = useEntityForm({
    schema: budgetSchema,
    defaultValues: values,
    onSubmit: async (v) => {
      if (id) await update({ variables: { id, input: v } });
      else await create({ variables: { input: v } });
      onClose(true);
    },
  });

  return (
    <EntityFormDialog
      entity={entity}
      title={t(id ? "finance.budgets.edit" : "finance.budgets.new")}
      submitLabel={t("finance.budgets.save")}
      onClose={() => onClose(false)}
      large
    >
      <Stack gap="4">
        <TextField<BudgetForm> name="name" label={t("finance.budgets.name")} required maxLength={200} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField<BudgetForm> name="country" label={t("finance.field.country")} required options={vocabulary.options("regionCountry")} />
          <SelectField<BudgetForm> name="category" label={t("finance.field.category")} required options={vocabulary.options("transactionCategory")} />
          <MoneyField<BudgetForm> name="allocated" label={t("finance.budgets.allocated")} required />
          <SelectField<BudgetForm> name="currency" label={t("finance.field.currency")} required options={vocabulary.options("currency")} />
          <TextField<BudgetForm> name="period" label={t("finance.budgets.period")} required maxLength={40} />
          <TextField<BudgetForm> name="responsible" label={t("finance.budgets.responsible")} required maxLength={200} />
          <TextField<BudgetForm> name="startDate" label={t("finance.budgets.start")} required type="date" max="9999-12-31" />
          <TextField<BudgetForm> name="endDate" label={t("finance.budgets.end")} required type="date" max="9999-12-31" />
        </SimpleGrid>
      </Stack>
    </EntityFormDialog>
  );
}
