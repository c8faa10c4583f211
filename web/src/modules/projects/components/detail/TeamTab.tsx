import { EmptyState } from "../../../../ui/feedback/EmptyState";
import { notifyError, notifyUndoable } from "../../../../ui/feedback/notify";
import { Button, Card, Flex, HStack, IconButton, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { UserMinus, UserPlus, Users } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../../gql";
import type { ProjectDetail_ProjectFragment } from "../../../../gql/graphql";
import { CountryLabel } from "../../../../domain/CountryLabel";
import { LIST_QUERIES } from "../ProjectFormDialog";
import { PersonAvatar } from "../../../../ui/data/PersonAvatar";
import { AddDocument, AddMemberDialog } from "./AddMemberDialog";

const RemoveDocument = graphql(`
  mutation TeamTab_Remove($projectId: ID!, $staffMemberId: ID!) {
    removeProjectMember(projectId: $projectId, staffMemberId: $staffMemberId) {
      ...ProjectDetail_Project
    }
  }
`);

/** The project's team, from the staff directory. */
export function TeamTab({ project }: { project: ProjectDetail_ProjectFragment }) {
  const intl = useIntl();
  const [adding, setAdding] = useState(false);
  const [remove, removing] = useMutation(RemoveDocument, { refetchQueries: LIST_QUERIES });
  const [addBack] = useMutation(AddDocument, { refetchQueries: LIST_QUERIES });
  // taking someone off the team can be taken back: no question first, an undo for a few seconds after
  const removeMember = async (staffMemberId: string, name: string, role: string | null | undefined) => {
    try {
      await remove({ variables: { projectId: project.id, staffMemberId } });
      notifyUndoable(intl, "projects.team.removed", { name }, () => addBack({ variables: { projectId: project.id, staffMemberId, role: role || null } }));
    } catch (error) {
      notifyError(intl, error);
    }
  };

  return (
    <Stack gap="4" pt="2">
      <Flex justify="flex-end">
        <Button colorPalette="brand" size="sm" onClick={() => setAdding(true)}>
          <UserPlus />
          <FormattedMessage id="projects.team.add" />
        </Button>
      </Flex>
      {project.members.length === 0 ? (
        <EmptyState icon={Users}>
          <FormattedMessage id="projects.team.empty" />
        </EmptyState>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {project.members.map(({ staffMember: s, role }) => (
            <Card.Root key={s.id} variant="outline" size="sm">
              <Card.Body>
                <HStack gap="3" align="start">
                  <PersonAvatar name={s.name} src={s.avatarUrl} size="md" />
                  <Stack gap="0" flex="1" minW="0">
                    <Text fontWeight="semibold">{s.name}</Text>
                    <Text fontSize="sm">{role || s.role}</Text>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {s.email}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      <CountryLabel country={s.country} />
                    </Text>
                  </Stack>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    disabled={removing.loading}
                    aria-label={intl.formatMessage({ id: "projects.team.remove" }, { name: s.name })}
                    onClick={() => void removeMember(s.id, s.name, role)}
                  >
                    <UserMinus />
                  </IconButton>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
      {adding && <AddMemberDialog project={project} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
