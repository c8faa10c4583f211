import { useMutation } from "@apollo/client/react";
import { positiveRate } from "@ponte/contracts/finance";
import { choice, requiredDate } from "@ponte/contracts";
import { SimpleGrid, Stack } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { z } from "zod";
import { useVocabulary, VOCABULARY } from "../../../domain/vocabulary";
import { graphql } from "../../../gql";
import type { Currency } from "../../../gql/graphql";
import { EntityFormDialog } from "../../../ui/forms/EntityFormDialog";
import { SelectField, TextField } from "../../../ui/forms/fields";
import { MoneyField } from "../../../ui/forms/MoneyField";
import { useEntityForm } from "../../../ui/forms/useEntityForm";

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

/** The form's rules: the API's rate rule, and two different currencies. */
export const rateSchema = z
  .object({
    base: choice(VOCABULARY.currency.values),
    quote: choice(VOCABULARY.currency.values),
    rate: positiveRate,
    asOf: requiredDate(),
  })
  .refine((v) => v.base !== v.quote, { path: ["quote"], message: "SAME_CURRENCY" });
type RateForm = z.input<typeof rateSchema>;

const today = () => new Date().toISOString().slice(0, 10);

/** Stores a dated rate for a pair (the same date again replaces that day's rate). */
export function SetRateDialog({ draft, onClose }: { draft: RateDraft; onClose: (saved: boolean) => void }) {
  const intl = useIntl();
  const vocabulary = useVocabulary();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [save] = useMutation(SetRate, { refetchQueries: "active", awaitRefetchQueries: true });
  const entity = useEntityForm({
    schema: rateSchema,
    defaultValues: { base: draft.base, quote: draft.quote, rate: draft.rate, asOf: today() } satisfies RateForm,
    onSubmit: async (v) => {
      await save({ variables: v });
      onClose(true);
    },
  });
  const [base, quote] = entity.form.watch(["base", "quote"]);
  const currencies = vocabulary.options("currency");
  return (
    <EntityFormDialog entity={entity} title={t("finance.exchange.setTitle")} submitLabel={t("finance.exchange.save")} onClose={() => onClose(false)}>
      <Stack gap="4">
        <SimpleGrid columns={2} gap="3">
          <SelectField<RateForm> name="base" label={t("finance.exchange.base")} required options={currencies} />
          <SelectField<RateForm> name="quote" label={t("finance.exchange.quote")} required options={currencies} />
        </SimpleGrid>
        <MoneyField<RateForm> name="rate" label={t("finance.exchange.rate")} required helper={t("finance.exchange.rateHelp", { base, quote })} />
        <TextField<RateForm> name="asOf" label={t("finance.exchange.asOf")} required type="date" max="9999-12-31" />
      </Stack>
    </EntityFormDialog>
  );
}
