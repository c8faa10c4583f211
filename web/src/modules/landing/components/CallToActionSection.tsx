import { Box, Container } from "@chakra-ui/react";
import { Mail, UserPlus } from "lucide-react";
import { useIntl } from "react-intl";
import { Link as RouterLink } from "react-router";
import { GoldCallToAction } from "../../../ui/layout/GoldCallToAction";
import { AnchorLink } from "./AnchorLink";

/** Last nudge before the footer: register, or talk to the team first. */
export function CallToActionSection() {
  const intl = useIntl();
  return (
    <Box as="section" aria-labelledby="cta-title" py={{ base: "16", md: "20" }}>
      <Container maxW="6xl">
        <GoldCallToAction
          large
          titleId="cta-title"
          title={intl.formatMessage({ id: "landing.cta.title" })}
          text={intl.formatMessage({ id: "landing.cta.text" })}
          primary={
            <RouterLink to="/login?mode=register">
              <UserPlus aria-hidden="true" />
              {intl.formatMessage({ id: "landing.cta.register" })}
            </RouterLink>
          }
          secondary={
            <AnchorLink section="contact" _hover={{ textDecoration: "none" }}>
              <Mail aria-hidden="true" />
              {intl.formatMessage({ id: "landing.cta.contact" })}
            </AnchorLink>
          }
        />
      </Container>
    </Box>
  );
}
