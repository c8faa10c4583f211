import { Alert, Button, CloseButton, Dialog, Field, Input, NativeSelect, Portal, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { type FormEvent, type ReactNode, useState } from "react";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { Country, Currency, PaymentMethod, TransactionCategory, TransactionType } from "../../../gql/graphql";
import { useSession } from "../../auth/session/useSession";
import { FINANCE_OPTIONS } from "../utils/financeOptions";
import { financeErrorMessage } from "../utils/financeErrorMessage";

const CreateTransaction = graphql(`
  mutation AddTransactionDialog_Create($input: CreateTransactionInput!) {
    createTransaction(input: $input) {
      id
      status
    }
  }
`);

const Options = graphql(`
  query AddTransactionDialog_Options {
    financeProjects(first: 100) {
      edges {
        node {
          id
          name
          country
          clientId
        }
      }
    }
    financeClients(first: 100) {
      edges {
        node {
          id
          name
          country
        }
      }
    }
  }
`);

const { transactionTypes: TRANSACTION_TYPES, categories: TRANSACTION_CATEGORIES, paymentMethods: PAYMENT_METHODS, currencies: CURRENCIES, countries: FINANCE_COUNTRIES } = FINANCE_OPTIONS;

const today = () => new Date().toISOString().slice(0, 10);
const empty = {
  date: today(),
  description: "",
  type: "" as TransactionType | "",
  amount: "",
  currency: "USD" as Currency,
  category: "" as TransactionCategory | "",
  country: "" as Country | "",
  projectId: "",
  clientId: "",
  paymentMethod: "BANK_TRANSFER" as PaymentMethod,
  notes: "",
};
type Form = typeof empty;

function Select({ label, value, onChange, required, children, invalid }: { label: string; value: string; onChange: (v: string) => void; required?: boolean; invalid?: boolean; children: ReactNode }) {
  return (
    <Field.Root required={required} invalid={invalid}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The add-transaction modal: type, amount (step 0.01), currency, country, description and category are required. */
export function AddTransactionDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { user } = useSession();
  const [form, setForm] = useState<Form>(empty);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateTransaction, { refetchQueries: "active", awaitRefetchQueries: true });
  const options = useQuery(Options, { skip: !open });
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((f) => ({ ...f, [k]: v }));

  const amountOk = /^\d+(\.\d{1,2})?$/.test(form.amount) && Number(form.amount) > 0;
  const missing = {
    type: !form.type,
    amount: !amountOk,
    country: !form.country,
    description: !form.description.trim(),
    category: !form.category,
  };
  const invalid = Object.values(missing).some(Boolean);

  const close = () => {
    onOpenChange(false);
    setForm({ ...empty, date: today() });
    setTouched(false);
    setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (invalid) return;
    setError(null);
    try {
      await create({
        variables: {
          input: {
            date: form.date || null,
            description: form.description.trim(),
            type: form.type as TransactionType,
            amount: form.amount,
            currency: form.currency,
            category: form.category as TransactionCategory,
            country: form.country as Country,
            projectId: form.projectId || null,
            clientId: form.clientId || null,
            paymentMethod: form.paymentMethod,
            notes: form.notes.trim() || null,
          },
        },
      });
      onCreated();
      close();
    } catch (err) {
      setError(t(financeErrorMessage(err)));
    }
  };

  const projects = (options.data?.financeProjects.edges ?? []).map((e) => e.node).filter((p) => !form.country || p.country === form.country);
  const clients = (options.data?.financeClients.edges ?? []).map((e) => e.node);

  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? onOpenChange(true) : close())} size={{ base: "full", md: "lg" }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t("finance.transaction.new")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {error && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{error}</Alert.Title>
                    </Alert.Root>
                  )}
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <Select label={t("finance.field.type")} value={form.type} onChange={(v) => set("type", v as TransactionType)} required invalid={touched && missing.type}>
                      <option value="">{t("finance.field.choose")}</option>
                      {TRANSACTION_TYPES.map((x) => (
                        <option key={x} value={x}>
                          {t(`finance.type.${x}`)}
                        </option>
                      ))}
                    </Select>
                    <Field.Root>
                      <Field.Label>{t("finance.field.date")}</Field.Label>
                      <Input type="date" max="9999-12-31" value={form.date} onChange={(e) => set("date", e.target.value)} />
                    </Field.Root>
                    <Field.Root required invalid={touched && missing.amount}>
                      <Field.Label>
                        {t("finance.field.amount")}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input type="number" inputMode="decimal" step="0.01" min="0.01" value={form.amount} onChange={(e) => set("amount", e.target.value)} />
                      <Field.ErrorText>{t("finance.field.amountError")}</Field.ErrorText>
                    </Field.Root>
                    <Select label={t("finance.field.currency")} value={form.currency} onChange={(v) => set("currency", v as Currency)} required>
                      {CURRENCIES.map((c) => (
                        <option key={c} value={c}>
                          {t(`finance.currency.${c}`)}
                        </option>
                      ))}
                    </Select>
                    <Select label={t("finance.field.country")} value={form.country} onChange={(v) => set("country", v as Country)} required invalid={touched && missing.country}>
                      <option value="">{t("finance.field.choose")}</option>
                      {FINANCE_COUNTRIES.map((c) => (
                        <option key={c} value={c}>
                          {t(`common.country.${c}`)}
                        </option>
                      ))}
                    </Select>
                    <Select label={t("finance.field.category")} value={form.category} onChange={(v) => set("category", v as TransactionCategory)} required invalid={touched && missing.category}>
                      <option value="">{t("finance.field.choose")}</option>
                      {TRANSACTION_CATEGORIES.map((c) => (
                        <option key={c} value={c}>
                          {t(`finance.category.${c}`)}
                        </option>
                      ))}
                    </Select>
                  </SimpleGrid>
                  <Field.Root required invalid={touched && missing.description}>
                    <Field.Label>
                      {t("finance.field.description")}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input value={form.description} maxLength={300} onChange={(e) => set("description", e.target.value)} />
                    <Field.ErrorText>{t("finance.field.required")}</Field.ErrorText>
                  </Field.Root>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <Select
                      label={t("finance.field.project")}
                      value={form.projectId}
                      onChange={(v) => {
                        const p = projects.find((x) => x.id === v);
                        setForm((f) => ({ ...f, projectId: v, clientId: p ? p.clientId : f.clientId }));
                      }}
                    >
                      <option value="">{t("finance.field.none")}</option>
                      {projects.map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.name}
                        </option>
                      ))}
                    </Select>
                    <Select label={t("finance.field.client")} value={form.clientId} onChange={(v) => set("clientId", v)}>
                      <option value="">{t("finance.field.none")}</option>
                      {clients.map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.name}
                        </option>
                      ))}
                    </Select>
                    <Select label={t("finance.field.paymentMethod")} value={form.paymentMethod} onChange={(v) => set("paymentMethod", v as PaymentMethod)}>
                      {PAYMENT_METHODS.map((m) => (
                        <option key={m} value={m}>
                          {t(`finance.paymentMethod.${m}`)}
                        </option>
                      ))}
                    </Select>
                  </SimpleGrid>
                  <Field.Root>
                    <Field.Label>{t("finance.field.notes")}</Field.Label>
                    <Textarea rows={3} value={form.notes} maxLength={2000} onChange={(e) => set("notes", e.target.value)} />
                  </Field.Root>
                  <Text fontSize="sm" color="fg.muted">
                    {t("finance.transaction.recordedBy", { name: user?.fullName ?? "—" })}
                  </Text>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={loading}>
                  {t("common.cancel")}
                </Button>
                <Button type="submit" colorPalette="brand" loading={loading}>
                  {t("finance.transaction.save")}
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
