import { Button, VisuallyHidden } from "@chakra-ui/react";
import { Languages } from "lucide-react";
import { useIntl } from "react-intl";
import { useLocale } from "../../i18n/useLocale";

/** Switches between Portuguese and English (saved to the profile when signed in). */
export function LanguageToggleButton({ inverted = false }: { inverted?: boolean }) {
  const intl = useIntl();
  const { locale, toggleLocale } = useLocale();
  return (
    <Button
      size="sm"
      variant={inverted ? "outline" : "ghost"}
      color={inverted ? "white" : undefined}
      borderColor={inverted ? "whiteAlpha.500" : undefined}
      _hover={inverted ? { bg: "whiteAlpha.200" } : undefined}
      onClick={toggleLocale}
    >
      <Languages aria-hidden />
      <VisuallyHidden>{intl.formatMessage({ id: "auth.language.toggle" })} </VisuallyHidden>
      <span lang={locale === "pt" ? "en" : "pt"}>{intl.formatMessage({ id: "auth.language.other" })}</span>
    </Button>
  );
}
