import { SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { OPPORTUNITY_LIMITS } from "@ponte/contracts/opportunities";
import { useWatch } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { useVocabulary } from "../../../../domain/vocabulary";
import { SelectField, TextField, TextareaField } from "../../../../ui/forms/fields";
import type { OpportunityFormValues } from "../../types/OpportunityFormValues";

const DESCRIPTION_COUNTER = 500;

type F = Pick<OpportunityFormValues, "title" | "description" | "country" | "sector">;

/** Where and in what field the opportunity is: two required choices from the vocabulary of the same name. */
const PLACE_CHOICES = [
  { name: "country", label: "opportunities.field.country", placeholder: "opportunities.field.countryPlaceholder" },
  { name: "sector", label: "opportunities.field.sector", placeholder: "opportunities.field.sectorPlaceholder" },
] as const;

/**
 * Title, description (with the /500 counter, not enforced), country and
 * sector, bound to the surrounding form (the wizard's or the edit dialog's).
 */
export function BasicsFields() {
  const intl = useIntl();
  const vocabulary = useVocabulary();
  const t = (id: string) => intl.formatMessage({ id });
  const description = useWatch<F, "description">({ name: "description" }) ?? "";
  const over = description.length > DESCRIPTION_COUNTER;
  return (
    <Stack gap="5">
      <TextField<F>
        name="title"
        label={t("opportunities.field.title")}
        required
        maxLength={OPPORTUNITY_LIMITS.title}
        placeholder={t("opportunities.field.titlePlaceholder")}
      />
      <Stack gap="1">
        <TextareaField<F>
          name="description"
          label={t("opportunities.field.description")}
          required
          rows={5}
          placeholder={t("opportunities.field.descriptionPlaceholder")}
        />
        <Text textStyle="xs" alignSelf="flex-end" color={over ? "orange.fg" : "fg.muted"} aria-live="polite">
          <FormattedMessage id="opportunities.field.descriptionCounter" values={{ count: description.length }} />
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {PLACE_CHOICES.map(({ name, label, placeholder }) => (
          <SelectField<F> key={name} name={name} label={t(label)} required placeholder={t(placeholder)} options={vocabulary.options(name)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
