import { Avatar, Badge, Box, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { EXECUTIVE_TEAM } from "../../../domain/executiveTeam";
import { SOFT_CARD } from "../../../ui/layout/softCard";
import { ContactSection } from "./ContactSection";

/** The people who lead the regional work. */
export function ExecutiveTeam() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <ContactSection titleId="contact-team-title" title={t("contact.team.title")} subtitle={t("contact.team.subtitle")}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, xl: 4 }} gap="5">
        {EXECUTIVE_TEAM.map((m) => (
          <Stack as="li" key={m.id} align="center" textAlign="center" gap="3" p="6" {...SOFT_CARD}>
            <Avatar.Root size="2xl" colorPalette="brand" variant="solid">
              <Avatar.Fallback name={m.name} />
            </Avatar.Root>
            <Box>
              <Heading as="h3" fontSize="md">
                {m.name}
              </Heading>
              <Text fontSize="sm" color="brand.fg" fontWeight="medium">
                {t(`contact.team.${m.id}.role`)}
              </Text>
            </Box>
            <Text fontSize="sm" color="fg.muted">
              {t(`contact.team.${m.id}.bio`)}
            </Text>
            <Badge variant="subtle" colorPalette="gray">
              {t(`common.country.${m.country}`)}
            </Badge>
          </Stack>
        ))}
      </SimpleGrid>
    </ContactSection>
  );
}
