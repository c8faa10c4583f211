import { Badge, Card, Flex, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import type { TeamMember_StaffFragment } from "../../../gql/graphql";

interface Props {
  members: TeamMember_StaffFragment[];
  counts: Array<{ department: string; count: number }>;
}

/** Members per department, with the count from the server. */
export function DepartmentsTab({ members, counts }: Props) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" pt="4">
      {counts.map(({ department, count }) => {
        const people = members.filter((m) => m.department === department);
        return (
          <Card.Root key={department} variant="outline">
            <Card.Body gap="3">
              <Flex justify="space-between" align="center">
                <Heading as="h3" size="md">
                  <FormattedMessage id={`team.department.${department}`} />
                </Heading>
                <Badge colorPalette="brand" size="lg">
                  {count}
                </Badge>
              </Flex>
              {people.length ? (
                <Stack gap="1" as="ul" listStyleType="none">
                  {people.map((m) => (
                    <Text as="li" key={m.id} fontSize="sm">
                      {m.name}{" "}
                      <Text as="span" color="fg.muted">
                        · {m.role}
                      </Text>
                    </Text>
                  ))}
                </Stack>
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  <FormattedMessage id="team.departments.none" />
                </Text>
              )}
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
