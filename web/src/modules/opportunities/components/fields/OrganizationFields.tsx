import { SimpleGrid, Stack } from "@chakra-ui/react";
import { OPPORTUNITY_LIMITS } from "@ponte/contracts/opportunities";
import { useWatch } from "react-hook-form";
import { useIntl } from "react-intl";
import { COUNTRY_CITIES, cityLabelId } from "../../../../domain/cities";
import { useVocabulary } from "../../../../domain/vocabulary";
import { SelectField, TextField } from "../../../../ui/forms/fields";
import type { OpportunityFormValues } from "../../types/OpportunityFormValues";

type F = Pick<OpportunityFormValues, "country" | "type" | "organization" | "location" | "budget">;

interface Props {
  /** the wizard requires a location; the edit form does not (spec §5) */
  locationRequired: boolean;
}

/** Type, organisation, location and the optional budget (min 0, step 1000), bound to the surrounding form. */
export function OrganizationFields({ locationRequired }: Props) {
  const intl = useIntl();
  const vocabulary = useVocabulary();
  const t = (id: string) => intl.formatMessage({ id });
  const country = useWatch<F, "country">({ name: "country" });
  // Spec §3 "Country options": four cities each, offered as suggestions in the reader's language.
  const cities = (COUNTRY_CITIES[country] ?? []).map((id) => t(cityLabelId(id)));
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <SelectField<F> name="type" label={t("opportunities.field.type")} required options={vocabulary.options("opportunityType")} />
        <TextField<F>
          name="organization"
          label={t("opportunities.field.organization")}
          required
          maxLength={OPPORTUNITY_LIMITS.organization}
          placeholder={t("opportunities.field.organizationPlaceholder")}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <Stack gap="0">
          <TextField<F>
            name="location"
            label={t("opportunities.field.location")}
            required={locationRequired}
            maxLength={OPPORTUNITY_LIMITS.location}
            list={cities.length ? "opportunity-cities" : undefined}
            placeholder={t("opportunities.field.locationPlaceholder")}
          />
          {cities.length > 0 && (
            <datalist id="opportunity-cities">
              {cities.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          )}
        </Stack>
        <TextField<F>
          name="budget"
          label={t("opportunities.field.budget")}
          type="number"
          inputMode="numeric"
          min={0}
          step={1000}
          helper={t("opportunities.field.budgetHelp")}
        />
      </SimpleGrid>
    </Stack>
  );
}
