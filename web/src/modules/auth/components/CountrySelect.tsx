import { Field, NativeSelect } from "@chakra-ui/react";
import { useIntl } from "react-intl";

/** Spec §3: login country codes AO, NA, ZA and OTHER (another SADC country). */
const LOGIN_COUNTRIES = ["AO", "NA", "ZA", "OTHER"] as const;

export function CountrySelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const intl = useIntl();
  return (
    <Field.Root required>
      <Field.Label>
        {intl.formatMessage({ id: "auth.field.country" })}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name="country"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          placeholder={intl.formatMessage({ id: "auth.field.countryPlaceholder" })}
        >
          {LOGIN_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {intl.formatMessage({ id: `auth.country.${code}` })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
