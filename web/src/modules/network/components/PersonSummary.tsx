import { Avatar, Box, HStack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import type { Country, Sector } from "../../../gql/graphql";

export interface PublicPerson {
  fullName: string;
  avatarUrl?: string | null;
  sector: Sector;
  country: Country;
  organization?: string | null;
}

/** Name, sector, country and organisation of a member (their public profile). */
export function PersonSummary({ person }: { person: PublicPerson }) {
  return (
    <HStack gap="3" minW="0">
      <Avatar.Root size="sm" colorPalette="brand">
        <Avatar.Fallback name={person.fullName} />
        {person.avatarUrl && <Avatar.Image src={person.avatarUrl} alt="" />}
      </Avatar.Root>
      <Box minW="0">
        <Text fontWeight="semibold" truncate>
          {person.fullName}
        </Text>
        <Text textStyle="xs" color="fg.muted" truncate>
          <FormattedMessage id={`common.sector.${person.sector}`} />
          {" · "}
          <FormattedMessage id={`common.country.${person.country}`} />
          {person.organization ? ` · ${person.organization}` : ""}
        </Text>
      </Box>
    </HStack>
  );
}
