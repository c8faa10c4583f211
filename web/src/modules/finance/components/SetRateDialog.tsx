import { Alert, Button, CloseButton, Dialog, Field, Input, NativeSelect, Portal, SimpleGrid, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { type FormEvent, useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { Currency } from "../../../gql/graphql";
import { financeErrorMessage } from "../utils/financeErrorMessage";
import { FINANCE_OPTIONS } from "../utils/financeOptions";

const SetRate = graphql(`
  mutation SetRateDialog_Set($base: Currency!, $quote: Currency!, $rate: Decimal!, $asOf: Date!) {
    setExchangeRate(base: $base, quote: $quote, rate: $rate, asOf: $asOf) {
      id
      base
      quote
      rate
      asOf
    }
  }
`);

export interface RateDraft {
  base: Currency;
  quote: Currency;
  rate: string;
}

/** Stores a dated rate for a pair (the same date again replaces that day's rate). */
export function SetRateDialog({ draft, onClose }: { draft: RateDraft | null; onClose: (saved: boolean) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [base, setBase] = useState<Currency>("USD");
  const [quote, setQuote] = useState<Currency>("AOA");
  const [rate, setRate] = useState("");
  const [asOf, setAsOf] = useState(new Date().toISOString().slice(0, 10));
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SetRate, { refetchQueries: "active", awaitRefetchQueries: true });
  useEffect(() => {
    if (draft) {
      setBase(draft.base);
      setQuote(draft.quote);
      setRate(draft.rate);
      setAsOf(new Date().toISOString().slice(0, 10));
      setTouched(false);
      setError(null);
    }
  }, [draft]);
  const rateOk = /^\d+(\.\d{1,8})?$/.test(rate) && Number(rate) > 0;
  const same = base === quote;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!rateOk || same || !asOf) return;
    try {
      await save({ variables: { base, quote, rate, asOf } });
      onClose(true);
    } catch (err) {
      setError(t(financeErrorMessage(err)));
    }
  };
  const currencySelect = (label: string, v: Currency, set: (c: Currency) => void) => (
    <Field.Root required invalid={touched && same}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={v} onChange={(e) => set(e.currentTarget.value as Currency)}>
          {FINANCE_OPTIONS.currencies.map((c) => (
            <option key={c} value={c}>
              {t(`finance.currency.${c}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{t("finance.error.sameCurrency")}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Dialog.Root open={draft != null} onOpenChange={(e) => !e.open && onClose(false)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t("finance.exchange.setTitle")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {error && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{error}</Alert.Title>
                    </Alert.Root>
                  )}
                  <SimpleGrid columns={2} gap="3">
                    {currencySelect(t("finance.exchange.base"), base, setBase)}
                    {currencySelect(t("finance.exchange.quote"), quote, setQuote)}
                  </SimpleGrid>
                  <Field.Root required invalid={touched && !rateOk}>
                    <Field.Label>
                      {t("finance.exchange.rate")}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input type="number" step="0.00000001" min="0" inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} />
                    <Field.HelperText>{intl.formatMessage({ id: "finance.exchange.rateHelp" }, { base, quote })}</Field.HelperText>
                    <Field.ErrorText>{t("finance.exchange.rateError")}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root required>
                    <Field.Label>{t("finance.exchange.asOf")}</Field.Label>
                    <Input type="date" max="9999-12-31" value={asOf} onChange={(e) => setAsOf(e.target.value)} />
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => onClose(false)}>
                  {t("common.cancel")}
                </Button>
                <Button type="submit" colorPalette="brand" loading={loading}>
                  {t("finance.exchange.save")}
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
