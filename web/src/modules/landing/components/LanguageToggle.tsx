import { Box, Button, type ButtonProps } from "@chakra-ui/react";
import { Languages } from "lucide-react";
import { useIntl } from "react-intl";
import { useLocale } from "../../../i18n/useLocale";

/** Switches the interface between Portuguese and English (names the language it switches to). */
export function LanguageToggle(props: ButtonProps) {
  const { locale, toggleLocale } = useLocale();
  const intl = useIntl();
  const target = locale === "pt" ? "en" : "pt";
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={toggleLocale}
      title={intl.formatMessage({ id: "landing.language.switch" })}
      lang={target}
      data-testid="language-toggle"
      {...props}
    >
      <Languages aria-hidden="true" />
      <Box as="span" hideBelow="md">
        {intl.formatMessage({ id: `landing.language.${target}` })}
      </Box>
      <Box as="span" hideFrom="md">
        {target.toUpperCase()}
      </Box>
    </Button>
  );
}
