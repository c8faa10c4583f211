import { Field, Input, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { OpportunityFormValues } from "../../types/OpportunityFormValues";
import { isBudgetValid } from "../../utils/isBudgetValid";
import { OPPORTUNITY_OPTIONS } from "../../utils/opportunityOptions";

// Spec §3 "Country options": four cities each, offered as suggestions.
const CITIES: Record<string, string[]> = {
  AO: ["Luanda", "Benguela", "Huila", "Cunene"],
  NA: ["Windhoek", "Swakopmund", "Oshakati", "Rundu"],
  ZA: ["Cape Town", "Johannesburg", "Durban", "Pretoria"],
};

interface Props {
  values: OpportunityFormValues;
  onChange: (patch: Partial<OpportunityFormValues>) => void;
  /** the wizard requires a location; the edit form does not (spec §5) */
  locationRequired: boolean;
  showErrors?: boolean;
}

/** Type, organisation, location and the optional budget (min 0, step 1000). */
export function OrganizationFields({ values, onChange, locationRequired, showErrors = false }: Props) {
  const intl = useIntl();
  const cities = CITIES[values.country] ?? [];
  const budgetOk = isBudgetValid(values.budget);
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <Field.Root required>
          <Field.Label>
            <FormattedMessage id="opportunities.field.type" />
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={values.type}
              onChange={(e) => onChange({ type: e.target.value as OpportunityFormValues["type"] })}
            >
              {OPPORTUNITY_OPTIONS.types.map((t) => (
                <option key={t} value={t}>
                  {intl.formatMessage({ id: `opportunities.type.${t}` })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root required invalid={showErrors && !values.organization.trim()}>
          <Field.Label>
            <FormattedMessage id="opportunities.field.organization" />
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={values.organization}
            maxLength={200}
            placeholder={intl.formatMessage({ id: "opportunities.field.organizationPlaceholder" })}
            onChange={(e) => onChange({ organization: e.target.value })}
          />
        </Field.Root>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <Field.Root required={locationRequired} invalid={showErrors && locationRequired && !values.location.trim()}>
          <Field.Label>
            <FormattedMessage id="opportunities.field.location" />
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={values.location}
            maxLength={200}
            list={cities.length ? "opportunity-cities" : undefined}
            placeholder={intl.formatMessage({ id: "opportunities.field.locationPlaceholder" })}
            onChange={(e) => onChange({ location: e.target.value })}
          />
          {cities.length > 0 && (
            <datalist id="opportunity-cities">
              {cities.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          )}
        </Field.Root>
        <Field.Root invalid={!budgetOk}>
          <Field.Label>
            <FormattedMessage id="opportunities.field.budget" />
          </Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={1000}
            value={values.budget}
            onChange={(e) => onChange({ budget: e.target.value })}
          />
          {budgetOk ? (
            <Field.HelperText>
              <FormattedMessage id="opportunities.field.budgetHelp" />
            </Field.HelperText>
          ) : (
            <Field.ErrorText>
              <FormattedMessage id="opportunities.field.budgetInvalid" />
            </Field.ErrorText>
          )}
        </Field.Root>
      </SimpleGrid>
    </Stack>
  );
}
