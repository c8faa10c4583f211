import { Box, HStack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { labelId } from "../../../domain/vocabulary";
import { graphql } from "../../../gql";
import type { PersonSummary_PersonFragment } from "../../../gql/graphql";
import { PersonAvatar } from "../../../ui/data/PersonAvatar";

graphql(`
  fragment PersonSummary_Person on PublicProfile {
    id
    fullName
    avatarUrl
    sector
    country
    organization
  }
`);

/** Name, sector, country and organisation of a member (their public profile). */
export function PersonSummary({ person }: { person: PersonSummary_PersonFragment }) {
  return (
    <HStack gap="3" minW="0">
      <PersonAvatar name={person.fullName} src={person.avatarUrl} />
      <Box minW="0">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {person.fullName}
        </Text>
        <Text textStyle="xs" color="fg.muted" overflowWrap="anywhere">
          <FormattedMessage id={labelId("sector", person.sector)} />
          {" · "}
          <FormattedMessage id={labelId("country", person.country)} />
          {person.organization ? ` · ${person.organization}` : ""}
        </Text>
      </Box>
    </HStack>
  );
}

/** One person in a network list: their summary, and the action the list offers on the right (accept, remove, connect). */
export function PersonRow({ person, action, highlight }: { person: PersonSummary_PersonFragment; action?: ReactNode; highlight?: boolean }) {
  return (
    <HStack justify="space-between" borderWidth="1px" borderRadius="md" p="3" gap="2" bg={highlight ? "bg.subtle" : undefined}>
      <PersonSummary person={person} />
      {action ? (
        <HStack gap="1" flexShrink={0}>
          {action}
        </HStack>
      ) : null}
    </HStack>
  );
}
