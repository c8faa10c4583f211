import { Alert, Box, Button, CloseButton, Dialog, Field, HStack, IconButton, Input, NativeSelect, Portal, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { Plus, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { Country, Currency } from "../../../gql/graphql";
import { useLocale } from "../../../i18n/useLocale";
import { formatMoney } from "../../../ui/format/formatMoney";
import { financeErrorMessage } from "../utils/financeErrorMessage";
import { FINANCE_OPTIONS } from "../utils/financeOptions";

const CreateInvoice = graphql(`
  mutation NewInvoiceDialog_Create($input: CreateInvoiceInput!) {
    createInvoice(input: $input) {
      id
      number
    }
  }
`);
const Options = graphql(`
  query NewInvoiceDialog_Options {
    financeClients(first: 100) {
      edges {
        node {
          id
          name
          country
        }
      }
    }
    financeProjects(first: 100) {
      edges {
        node {
          id
          name
          clientId
        }
      }
    }
  }
`);

interface Item {
  key: number;
  description: string;
  quantity: string;
  unitPrice: string;
}
const iso = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const cents = /^\d+(\.\d{1,2})?$/;
const lineTotal = (i: Item) => (cents.test(i.quantity) && cents.test(i.unitPrice) ? Math.round(Number(i.quantity) * Number(i.unitPrice) * 100) / 100 : 0);

/** The new-invoice form: line items with a live total; the server computes the stored totals and the number. */
export function NewInvoiceDialog({ open, onClose }: { open: boolean; onClose: (number: string | null) => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [clientId, setClientId] = useState("");
  const [projectId, setProjectId] = useState("");
  const [currency, setCurrency] = useState<Currency>("USD");
  const [country, setCountry] = useState<Country>("AO");
  const [issueDate, setIssueDate] = useState(iso());
  const [dueDate, setDueDate] = useState(iso(30));
  const [items, setItems] = useState<Item[]>([{ key: 1, description: "", quantity: "1", unitPrice: "" }]);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const options = useQuery(Options, { skip: !open });
  const [create, { loading }] = useMutation(CreateInvoice, { refetchQueries: "active", awaitRefetchQueries: true });

  const clients = (options.data?.financeClients.edges ?? []).map((e) => e.node);
  const projects = (options.data?.financeProjects.edges ?? []).map((e) => e.node).filter((p) => p.clientId === clientId);
  const total = items.reduce((s, i) => s + lineTotal(i), 0);
  const itemBad = (i: Item) => ({
    description: !i.description.trim(),
    quantity: !(cents.test(i.quantity) && Number(i.quantity) > 0),
    unitPrice: !cents.test(i.unitPrice),
  });
  const invalid = !clientId || dueDate < issueDate || !issueDate || items.length === 0 || items.some((i) => Object.values(itemBad(i)).some(Boolean));

  const reset = () => {
    setClientId("");
    setProjectId("");
    setItems([{ key: Date.now(), description: "", quantity: "1", unitPrice: "" }]);
    setTouched(false);
    setError(null);
    setIssueDate(iso());
    setDueDate(iso(30));
  };
  const close = (number: string | null) => {
    onClose(number);
    reset();
  };
  const update = (key: number, patch: Partial<Item>) => setItems((xs) => xs.map((x) => (x.key === key ? { ...x, ...patch } : x)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (invalid) return;
    setError(null);
    try {
      const { data } = await create({
        variables: {
          input: {
            clientId,
            projectId: projectId || null,
            currency,
            country,
            issueDate,
            dueDate,
            items: items.map((i) => ({ description: i.description.trim(), quantity: i.quantity, unitPrice: i.unitPrice })),
          },
        },
      });
      close(data?.createInvoice.number ?? null);
    } catch (err) {
      setError(t(financeErrorMessage(err)));
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && close(null)} size={{ base: "full", md: "xl" }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t("finance.invoices.new")}</Dialog.Title>
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
                    <Field.Root required invalid={touched && !clientId}>
                      <Field.Label>
                        {t("finance.field.client")}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          value={clientId}
                          onChange={(e) => {
                            const id = e.currentTarget.value;
                            setClientId(id);
                            setProjectId("");
                            const c = clients.find((x) => x.id === id);
                            if (c && c.country !== "OTHER") setCountry(c.country);
                          }}
                        >
                          <option value="">{t("finance.field.choose")}</option>
                          {clients.map((c) => (
                            <option key={c.id} value={c.id}>
                              {c.name}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                      <Field.ErrorText>{t("finance.field.required")}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root disabled={!clientId}>
                      <Field.Label>{t("finance.field.project")}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field value={projectId} onChange={(e) => setProjectId(e.currentTarget.value)}>
                          <option value="">{t("finance.field.none")}</option>
                          {projects.map((p) => (
                            <option key={p.id} value={p.id}>
                              {p.name}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    <Field.Root required>
                      <Field.Label>{t("finance.field.currency")}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field value={currency} onChange={(e) => setCurrency(e.currentTarget.value as Currency)}>
                          {FINANCE_OPTIONS.currencies.map((c) => (
                            <option key={c} value={c}>
                              {t(`finance.currency.${c}`)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    <Field.Root required>
                      <Field.Label>{t("finance.field.country")}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field value={country} onChange={(e) => setCountry(e.currentTarget.value as Country)}>
                          {FINANCE_OPTIONS.countries.map((c) => (
                            <option key={c} value={c}>
                              {t(`common.country.${c}`)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    <Field.Root required>
                      <Field.Label>{t("finance.invoices.issueDate")}</Field.Label>
                      <Input type="date" max="9999-12-31" value={issueDate} onChange={(e) => setIssueDate(e.target.value)} />
                    </Field.Root>
                    <Field.Root required invalid={dueDate < issueDate}>
                      <Field.Label>{t("finance.invoices.dueDate")}</Field.Label>
                      <Input type="date" max="9999-12-31" value={dueDate} min={issueDate} onChange={(e) => setDueDate(e.target.value)} />
                      <Field.ErrorText>{t("finance.invoices.dueError")}</Field.ErrorText>
                    </Field.Root>
                  </SimpleGrid>

                  <Stack gap="3" as="fieldset">
                    <Text as="legend" fontWeight="semibold" mb="2">
                      {t("finance.invoices.items")}
                    </Text>
                    {items.map((item, index) => {
                      const bad = itemBad(item);
                      const n = index + 1;
                      return (
                        <Box key={item.key} borderWidth="1px" rounded="md" p="3" data-testid="invoice-item">
                          <SimpleGrid columns={{ base: 1, md: 12 }} gap="3" alignItems="end">
                            <Field.Root gridColumn={{ md: "span 5" }} required invalid={touched && bad.description}>
                              <Field.Label fontSize="sm">{t("finance.invoices.itemDescription", { n })}</Field.Label>
                              <Input size="sm" value={item.description} maxLength={300} onChange={(e) => update(item.key, { description: e.target.value })} />
                            </Field.Root>
                            <Field.Root gridColumn={{ md: "span 2" }} required invalid={touched && bad.quantity}>
                              <Field.Label fontSize="sm">{t("finance.invoices.quantity", { n })}</Field.Label>
                              <Input size="sm" type="number" step="0.01" min="0.01" inputMode="decimal" value={item.quantity} onChange={(e) => update(item.key, { quantity: e.target.value })} />
                            </Field.Root>
                            <Field.Root gridColumn={{ md: "span 2" }} required invalid={touched && bad.unitPrice}>
                              <Field.Label fontSize="sm">{t("finance.invoices.unitPrice", { n })}</Field.Label>
                              <Input size="sm" type="number" step="0.01" min="0" inputMode="decimal" value={item.unitPrice} onChange={(e) => update(item.key, { unitPrice: e.target.value })} />
                            </Field.Root>
                            <Text gridColumn={{ md: "span 2" }} fontSize="sm" fontWeight="semibold" textAlign={{ md: "end" }} pb="2">
                              {formatMoney(lineTotal(item), currency, locale)}
                            </Text>
                            <IconButton
                              gridColumn={{ md: "span 1" }}
                              size="sm"
                              variant="ghost"
                              colorPalette="red"
                              aria-label={t("finance.invoices.removeItem", { n })}
                              disabled={items.length === 1}
                              onClick={() => setItems((xs) => xs.filter((x) => x.key !== item.key))}
                            >
                              <Trash2 />
                            </IconButton>
                          </SimpleGrid>
                        </Box>
                      );
                    })}
                    <Button
                      size="sm"
                      variant="outline"
                      alignSelf="start"
                      onClick={() => setItems((xs) => [...xs, { key: Date.now() + xs.length, description: "", quantity: "1", unitPrice: "" }])}
                    >
                      <Plus aria-hidden />
                      {t("finance.invoices.addItem")}
                    </Button>
                  </Stack>
                  <HStack justify="end" fontSize="lg">
                    <Text>{t("finance.invoices.total")}</Text>
                    <Text fontWeight="bold" data-testid="invoice-total" aria-live="polite">
                      {formatMoney(total, currency, locale)}
                    </Text>
                  </HStack>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => close(null)} disabled={loading}>
                  {t("common.cancel")}
                </Button>
                <Button type="submit" colorPalette="brand" loading={loading}>
                  {t("finance.invoices.create")}
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
