import { Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { OpportunityFormValues } from "../../types/OpportunityFormValues";
import { OPPORTUNITY_OPTIONS } from "../../utils/opportunityOptions";

const DESCRIPTION_COUNTER = 500;

interface Props {
  values: OpportunityFormValues;
  onChange: (patch: Partial<OpportunityFormValues>) => void;
  /** marks blank required fields as invalid (after a failed save) */
  showErrors?: boolean;
}

/** Title, description (with the /500 counter, not enforced), country and sector. */
export function BasicsFields({ values, onChange, showErrors = false }: Props) {
  const intl = useIntl();
  const over = values.description.length > DESCRIPTION_COUNTER;
  return (
    <Stack gap="5">
      <Field.Root required invalid={showErrors && !values.title.trim()}>
        <Field.Label>
          <FormattedMessage id="opportunities.field.title" />
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          value={values.title}
          maxLength={200}
          placeholder={intl.formatMessage({ id: "opportunities.field.titlePlaceholder" })}
          onChange={(e) => onChange({ title: e.target.value })}
        />
      </Field.Root>
      <Field.Root required invalid={showErrors && !values.description.trim()}>
        <Field.Label>
          <FormattedMessage id="opportunities.field.description" />
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          value={values.description}
          rows={5}
          placeholder={intl.formatMessage({ id: "opportunities.field.descriptionPlaceholder" })}
          onChange={(e) => onChange({ description: e.target.value })}
        />
        <Field.HelperText alignSelf="flex-end" color={over ? "orange.fg" : "fg.muted"} aria-live="polite">
          <FormattedMessage id="opportunities.field.descriptionCounter" values={{ count: values.description.length }} />
        </Field.HelperText>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <Field.Root required invalid={showErrors && !values.country}>
          <Field.Label>
            <FormattedMessage id="opportunities.field.country" />
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={values.country}
              onChange={(e) => onChange({ country: e.target.value as OpportunityFormValues["country"] })}
            >
              <option value="" disabled>
                {intl.formatMessage({ id: "opportunities.field.countryPlaceholder" })}
              </option>
              {OPPORTUNITY_OPTIONS.countries.map((c) => (
                <option key={c} value={c}>
                  {intl.formatMessage({ id: `common.country.${c}` })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root required invalid={showErrors && !values.sector}>
          <Field.Label>
            <FormattedMessage id="opportunities.field.sector" />
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={values.sector}
              onChange={(e) => onChange({ sector: e.target.value as OpportunityFormValues["sector"] })}
            >
              <option value="" disabled>
                {intl.formatMessage({ id: "opportunities.field.sectorPlaceholder" })}
              </option>
              {OPPORTUNITY_OPTIONS.sectors.map((s) => (
                <option key={s} value={s}>
                  {intl.formatMessage({ id: `common.sector.${s}` })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
    </Stack>
  );
}
