import { Box, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import type { TeamMember_StaffFragment } from "../../../gql/graphql";
import { CountryLabel } from "../../../domain/CountryLabel";
import { PersonAvatar } from "../../../ui/data/PersonAvatar";
import { TitledCard } from "../../../ui/layout/TitledCard";
import { StaffStatusBadge } from "./StaffStatusBadge";

const ORDER = ["AO", "NA", "ZA", "OTHER"];

/** Members grouped by country, each with a status badge. */
export function TeamOverviewTab({ members, onView }: { members: TeamMember_StaffFragment[]; onView: (id: string) => void }) {
  const groups = ORDER.map((country) => ({ country, people: members.filter((m) => m.country === country) })).filter((g) => g.people.length);
  if (!groups.length) {
    return (
      <Text color="fg.muted" py="8" textAlign="center">
        <FormattedMessage id="team.empty" />
      </Text>
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, lg: groups.length > 1 ? 3 : 1 }} gap="4" pt="4">
      {groups.map((g) => (
        <TitledCard
          key={g.country}
          headingAs="h3"
          title={<CountryLabel country={g.country} />}
          actions={
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="team.overview.count" values={{ count: g.people.length }} />
            </Text>
          }
        >
          <Stack gap="3" as="ul" listStyleType="none">
            {g.people.map((m) => (
              <HStack as="li" key={m.id} gap="3" justify="space-between">
                <HStack gap="3" minW="0">
                  <PersonAvatar name={m.name} src={m.avatarUrl} />
                  <Box minW="0">
                    <Text as="button" fontWeight="medium" textAlign="start" onClick={() => onView(m.id)} _hover={{ textDecoration: "underline" }}>
                      {m.name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                      {m.role}
                    </Text>
                  </Box>
                </HStack>
                <StaffStatusBadge status={m.status} />
              </HStack>
            ))}
          </Stack>
        </TitledCard>
      ))}
    </SimpleGrid>
  );
}
