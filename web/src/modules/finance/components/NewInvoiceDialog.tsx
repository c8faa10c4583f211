import { useMutation } from "@apollo/client/react";
import { choice, requiredDate } from "@ponte/contracts";
import { DEFAULT_TAX_RATES, DUE_BEFORE_ISSUE, dueNotBeforeIssue, INVOICE_LIMITS, invoiceItemRules, invoiceItems, taxRate } from "@ponte/contracts/finance";
import { Button, HStack, IconButton, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Plus, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFieldArray } from "react-hook-form";
import { useIntl } from "react-intl";
import { z } from "zod";
import { useVocabulary, VOCABULARY } from "../../../domain/vocabulary";
import { graphql } from "../../../gql";
import type { Currency } from "../../../gql/graphql";
import { useLocale } from "../../../i18n/useLocale";
import { EntityFormDialog } from "../../../ui/forms/EntityFormDialog";
import { SelectField, TextField } from "../../../ui/forms/fields";
import { MoneyField } from "../../../ui/forms/MoneyField";
import { useEntityForm } from "../../../ui/forms/useEntityForm";
import { formatMoney } from "../../../ui/format/formatMoney";
import { useFinanceOptions } from "../hooks/useFinanceOptions";

const CreateInvoice = graphql(`
  mutation NewInvoiceDialog_Create($input: CreateInvoiceInput!) {
    createInvoice(input: $input) {
      id
      number
    }
  }
`);
/** The form's rules: the API's CreateInvoiceInput and InvoiceItemInput rules (@ponte/contracts/finance). */
export const invoiceSchema = z
  .object({
    clientId: z.string().min(1, "REQUIRED"),
    projectId: z.string(),
    currency: choice(VOCABULARY.currency.values),
    country: choice(VOCABULARY.regionCountry.values),
    issueDate: requiredDate(),
    dueDate: requiredDate(),
    items: invoiceItems(z.object({ ...invoiceItemRules, taxRate })),
  })
  .refine(dueNotBeforeIssue, DUE_BEFORE_ISSUE);
type InvoiceForm = z.input<typeof invoiceSchema>;
type ItemForm = InvoiceForm["items"][number];

const iso = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
type TaxCountry = keyof typeof DEFAULT_TAX_RATES;
const countryRate = (country: string) => DEFAULT_TAX_RATES[(country in DEFAULT_TAX_RATES ? country : "OTHER") as TaxCountry];
const blankItem = (country: string): ItemForm => ({ description: "", quantity: "1", unitPrice: "", taxRate: countryRate(country) });
const empty = (): InvoiceForm => ({ clientId: "", projectId: "", currency: "USD", country: "AO", issueDate: iso(), dueDate: iso(30), items: [blankItem("AO")] });
const cents = /^\d+(\.\d{1,2})?$/;
const lineTotal = (i: Partial<ItemForm> | undefined) =>
  i && cents.test(i.quantity ?? "") && cents.test(i.unitPrice ?? "") ? Math.round(Number(i.quantity) * Number(i.unitPrice) * 100) / 100 : 0;

const percentStep = /^\d{1,3}(\.\d{1,2})?$/;
/** The tax the server will compute: per rate, on the sum of the lines at that rate, rounded once to cents. */
function taxOf(items: Array<Partial<ItemForm>>): number {
  const byRate = new Map<string, number>();
  for (const item of items) {
    if (!percentStep.test(item.taxRate ?? "")) continue;
    const rate = String(Number(item.taxRate));
    byRate.set(rate, (byRate.get(rate) ?? 0) + lineTotal(item));
  }
  let tax = 0;
  for (const [rate, base] of byRate) tax += Math.round(((base * Number(rate)) / 100) * 100 + Number.EPSILON) / 100;
  return Math.round(tax * 100) / 100;
}

/** A line's figure in hundredths (quantity, tax rate), required. */
function DecimalField({ name, label, min, max }: { name: `items.${number}.${"quantity" | "taxRate"}`; label: string; min: string; max?: string }) {
  return <TextField<InvoiceForm> name={name} label={label} required size="sm" type="number" step="0.01" min={min} max={max} inputMode="decimal" />;
}

/** The new-invoice form: line items with their tax rate (the country's by default) and live totals; the server computes the stored totals and the number. */
export function NewInvoiceDialog({ onClose }: { onClose: (number: string | null) => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const vocabulary = useVocabulary();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const options = useFinanceOptions();
  const [create] = useMutation(CreateInvoice, { refetchQueries: "active", awaitRefetchQueries: true });
  const entity = useEntityForm({
    schema: invoiceSchema,
    defaultValues: empty(),
    onSubmit: async (v) => {
      const { data } = await create({ variables: { input: { ...v, projectId: v.projectId || null } } });
      onClose(data?.createInvoice.number ?? null);
    },
  });
  const { control, watch, setValue, getValues } = entity.form;
  const lines = useFieldArray({ control, name: "items" });
  const [clientId, currency, issueDate, items, country] = watch(["clientId", "currency", "issueDate", "items", "country"]);
  // a new country brings its rate to the lines that still had the previous country's (an edited rate stays)
  const previousCountry = useRef(country);
  useEffect(() => {
    const before = countryRate(previousCountry.current);
    previousCountry.current = country;
    getValues("items").forEach((item, i) => {
      if (item.taxRate === before) setValue(`items.${i}.taxRate`, countryRate(country));
    });
  }, [country, getValues, setValue]);
  const projects = options.projects.filter((p) => p.clientId === clientId);
  const subtotal = (items ?? []).reduce((s, i) => s + lineTotal(i), 0);
  const tax = taxOf(items ?? []);
  const total = subtotal + tax;
  const money = (n: number) => formatMoney(n, (currency || "USD") as Currency, locale);

  return (
    <EntityFormDialog entity={entity} title={t("finance.invoices.new")} submitLabel={t("finance.invoices.create")} onClose={() => onClose(null)} large>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField<InvoiceForm>
            name="clientId"
            label={t("finance.field.client")}
            required
            placeholder={t("finance.field.choose")}
            options={options.clients.map((c) => ({ value: c.id, label: c.name }))}
            onChosen={(id) => {
              setValue("projectId", "");
              const c = options.clients.find((x) => x.id === id);
              if (c && c.country !== "OTHER") setValue("country", c.country);
            }}
          />
          <SelectField<InvoiceForm>
            name="projectId"
            label={t("finance.field.project")}
            placeholder={t("finance.field.none")}
            options={projects.map((p) => ({ value: p.id, label: p.name }))}
          />
          <SelectField<InvoiceForm> name="currency" label={t("finance.field.currency")} required options={vocabulary.options("currency")} />
          <SelectField<InvoiceForm> name="country" label={t("finance.field.country")} required options={vocabulary.options("regionCountry")} />
          <TextField<InvoiceForm> name="issueDate" label={t("finance.invoices.issueDate")} required type="date" max="9999-12-31" />
          <TextField<InvoiceForm> name="dueDate" label={t("finance.invoices.dueDate")} required type="date" max="9999-12-31" min={issueDate} />
        </SimpleGrid>

        <Stack gap="3" as="fieldset">
          <Text as="legend" fontWeight="semibold" mb="2">
            {t("finance.invoices.items")}
          </Text>
          {lines.fields.map((line, index) => {
            const n = index + 1;
            return (
              <SimpleGrid
                key={line.id}
                borderWidth="1px"
                rounded="md"
                p="3"
                data-testid="invoice-item"
                templateColumns={{ base: "1fr", md: "4fr 2fr 2fr minmax(4rem, 1fr) 2fr 1fr" }}
                gap="3"
                alignItems="end"
              >
                <TextField<InvoiceForm>
                  name={`items.${index}.description`}
                  label={t("finance.invoices.itemDescription", { n })}
                  required
                  size="sm"
                  maxLength={INVOICE_LIMITS.itemDescription}
                />
                <DecimalField name={`items.${index}.quantity`} label={t("finance.invoices.quantity", { n })} min="0.01" />
                <MoneyField<InvoiceForm> name={`items.${index}.unitPrice`} label={t("finance.invoices.unitPrice", { n })} required size="sm" />
                <DecimalField name={`items.${index}.taxRate`} label={t("finance.invoices.taxRate", { n })} min="0" max="100" />
                <Text fontSize="sm" fontWeight="semibold" textAlign={{ md: "end" }} pb="2">
                  {money(lineTotal(items?.[index]))}
                </Text>
                <IconButton
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t("finance.invoices.removeItem", { n })}
                  disabled={lines.fields.length === 1}
                  onClick={() => lines.remove(index)}
                >
                  <Trash2 />
                </IconButton>
              </SimpleGrid>
            );
          })}
          <Button size="sm" variant="outline" alignSelf="start" disabled={lines.fields.length >= INVOICE_LIMITS.items} onClick={() => lines.append(blankItem(country))}>
            <Plus aria-hidden />
            {t("finance.invoices.addItem")}
          </Button>
        </Stack>
        <HStack justify="end" fontSize="sm" color="fg.muted" gap="6">
          <Text>
            {t("finance.invoice.subtotal")}: {money(subtotal)}
          </Text>
          <Text data-testid="invoice-tax">
            {t("finance.invoice.tax")}: {money(tax)}
          </Text>
        </HStack>
        <HStack justify="end" fontSize="lg">
          <Text>{t("finance.invoices.total")}</Text>
          <Text fontWeight="bold" data-testid="invoice-total" aria-live="polite">
            {money(total)}
          </Text>
        </HStack>
      </Stack>
    </EntityFormDialog>
  );
}
