import { useMutation } from "@apollo/client/react";
import { choice, optionalDate, optionalText, requiredText } from "@ponte/contracts";
import { FINANCE_LIMITS, positiveMoney } from "@ponte/contracts/finance";
import { SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { z } from "zod";
import { useVocabulary, VOCABULARY } from "../../../domain/vocabulary";
import { graphql } from "../../../gql";
import { EntityFormDialog } from "../../../ui/forms/EntityFormDialog";
import { SelectField, TextareaField, TextField } from "../../../ui/forms/fields";
import { MoneyField } from "../../../ui/forms/MoneyField";
import { useEntityForm } from "../../../ui/forms/useEntityForm";
import { useSession } from "../../../session/useSession";
import { useFinanceOptions } from "../hooks/useFinanceOptions";

const CreateTransaction = graphql(`
  mutation AddTransactionDialog_Create($input: CreateTransactionInput!) {
    createTransaction(input: $input) {
      id
      status
    }
  }
`);

/** The form's rules: the API's CreateTransactionInput rules (@ponte/contracts). */
export const transactionSchema = z.object({
  date: optionalDate(),
  description: requiredText(FINANCE_LIMITS.transactionDescription),
  type: choice(VOCABULARY.transactionType.values),
  amount: positiveMoney,
  currency: choice(VOCABULARY.currency.values),
  category: choice(VOCABULARY.transactionCategory.values),
  country: choice(VOCABULARY.regionCountry.values),
  projectId: z.string(),
  clientId: z.string(),
  paymentMethod: choice(VOCABULARY.paymentMethod.values),
  notes: optionalText(FINANCE_LIMITS.transactionNotes),
});
type TransactionForm = z.input<typeof transactionSchema>;

const today = () => new Date().toISOString().slice(0, 10);
const empty = (): TransactionForm => ({
  date: today(),
  description: "",
  type: "",
  amount: "",
  currency: "USD",
  category: "",
  country: "",
  projectId: "",
  clientId: "",
  paymentMethod: "BANK_TRANSFER",
  notes: "",
});

/** The add-transaction modal: type, amount (step 0.01), currency, country, description and category are required. */
export function AddTransactionDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const intl = useIntl();
  const vocabulary = useVocabulary();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { user } = useSession();
  const [create] = useMutation(CreateTransaction, { refetchQueries: "active", awaitRefetchQueries: true });
  const options = useFinanceOptions();
  const entity = useEntityForm({
    schema: transactionSchema,
    defaultValues: empty(),
    onSubmit: async (v) => {
      // the form's empty choices ("") are the API's nulls
      await create({
        variables: { input: { ...v, date: v.date || null, projectId: v.projectId || null, clientId: v.clientId || null, notes: v.notes || null } },
      });
      onCreated();
      onClose();
    },
  });
  const country = entity.form.watch("country");
  const projects = options.projects.filter((p) => !country || p.country === country);
  const choose = t("finance.field.choose");
  const none = t("finance.field.none");

  return (
    <EntityFormDialog entity={entity} title={t("finance.transaction.new")} submitLabel={t("finance.transaction.save")} onClose={onClose} large>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField<TransactionForm> name="type" label={t("finance.field.type")} required placeholder={choose} options={vocabulary.options("transactionType")} />
          <TextField<TransactionForm> name="date" label={t("finance.field.date")} type="date" max="9999-12-31" />
          <MoneyField<TransactionForm> name="amount" label={t("finance.field.amount")} required />
          <SelectField<TransactionForm> name="currency" label={t("finance.field.currency")} required options={vocabulary.options("currency")} />
          <SelectField<TransactionForm> name="country" label={t("finance.field.country")} required placeholder={choose} options={vocabulary.options("regionCountry")} />
          <SelectField<TransactionForm>
            name="category"
            label={t("finance.field.category")}
            required
            placeholder={choose}
            options={vocabulary.options("transactionCategory")}
          />
        </SimpleGrid>
        <TextField<TransactionForm> name="description" label={t("finance.field.description")} required maxLength={FINANCE_LIMITS.transactionDescription} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField<TransactionForm>
            name="projectId"
            label={t("finance.field.project")}
            placeholder={none}
            options={projects.map((p) => ({ value: p.id, label: p.name }))}
            onChosen={(id) => {
              const p = projects.find((x) => x.id === id);
              if (p?.clientId) entity.form.setValue("clientId", p.clientId);
            }}
          />
          <SelectField<TransactionForm>
            name="clientId"
            label={t("finance.field.client")}
            placeholder={none}
            options={options.clients.map((c) => ({ value: c.id, label: c.name }))}
          />
          <SelectField<TransactionForm> name="paymentMethod" label={t("finance.field.paymentMethod")} options={vocabulary.options("paymentMethod")} />
        </SimpleGrid>
        <TextareaField<TransactionForm> name="notes" label={t("finance.field.notes")} rows={3} maxLength={FINANCE_LIMITS.transactionNotes} />
        <Text fontSize="sm" color="fg.muted">
          {t("finance.transaction.recordedBy", { name: user?.fullName ?? "—" })}
        </Text>
      </Stack>
    </EntityFormDialog>
  );
}
