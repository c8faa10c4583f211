import { Box } from "@chakra-ui/react";
import { Briefcase, LayoutGrid } from "lucide-react";
import { useIntl } from "react-intl";
import { Link as RouterLink } from "react-router";
import { GoldCallToAction } from "../../../ui/layout/GoldCallToAction";

/** Next steps inside the platform. */
export function ContactCallToAction() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Box as="section" aria-labelledby="contact-cta-title">
      <GoldCallToAction
        titleId="contact-cta-title"
        title={t("contact.cta.title")}
        text={t("contact.cta.text")}
        primary={
          <RouterLink to="/app/services">
            <LayoutGrid aria-hidden="true" />
            {t("contact.cta.services")}
          </RouterLink>
        }
        secondary={
          <RouterLink to="/app">
            <Briefcase aria-hidden="true" />
            {t("contact.cta.opportunities")}
          </RouterLink>
        }
      />
    </Box>
  );
}
