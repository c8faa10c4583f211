import { Box, Button, Heading, HStack } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { SOCIAL_LINKS } from "../../../domain/organisation";
import { SocialIcon } from "../../../domain/SocialIcon";
import { SOFT_CARD } from "../../../ui/layout/softCard";

/** Links to the team's social networks (open in a new window). */
export function SocialButtons() {
  const intl = useIntl();
  return (
    <Box as="section" aria-labelledby="contact-social-title" {...SOFT_CARD} p="6">
      <Heading as="h2" id="contact-social-title" fontSize="lg" mb="4">
        {intl.formatMessage({ id: "contact.social.title" })}
      </Heading>
      <HStack as="ul" listStyleType="none" gap="2" wrap="wrap">
        {SOCIAL_LINKS.map((s) => (
          <li key={s.id}>
            <Button asChild variant="outline" size="sm" colorPalette="brand">
              <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={intl.formatMessage({ id: "contact.social.link" }, { network: s.label })}>
                <SocialIcon id={s.id} size={16} />
                {s.label}
              </a>
            </Button>
          </li>
        ))}
      </HStack>
    </Box>
  );
}
