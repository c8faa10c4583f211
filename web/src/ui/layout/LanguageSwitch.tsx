import { Button, Group } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { useLocale } from "../../i18n/useLocale";
import type { Locale } from "../../i18n/locales";

const LOCALES: Locale[] = ["pt", "en"];

/** PT | EN. The session saves the choice to the profile (preferences.language). */
export function LanguageSwitch() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <Group attached role="group" aria-label={intl.formatMessage({ id: "shell.language" })}>
      {LOCALES.map((l) => (
        <Button key={l} size="xs" variant={l === locale ? "solid" : "outline"} colorPalette="brand" aria-pressed={l === locale} onClick={() => setLocale(l)} lang={l}>
          {intl.formatMessage({ id: `shell.language.${l}` })}
        </Button>
      ))}
    </Group>
  );
}
