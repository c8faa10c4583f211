import { Badge, Box, Button, Center, CloseButton, Dialog, Flex, Heading, HStack, Link, Portal, SimpleGrid, Spinner, Stack, Text, Wrap } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link as RouterLink } from "react-router";
import { graphql } from "../../../gql";
import type { StaffStatus } from "../../../gql/graphql";
import { LoadError } from "../../../ui/feedback/LoadError";
import { formatDate } from "../../../ui/format/formatDate";
import { SelectInput } from "../../../ui/forms/SelectInput";
import { CountryLabel } from "../../opportunities/components/CountryLabel";
import { PersonAvatar } from "../../projects/components/PersonAvatar";
import { ProjectStatusBadge } from "../../projects/components/ProjectStatusBadge";
import { notifyError } from "../../projects/utils/notifyError";
import { optionsOf } from "../../projects/utils/options";
import { TEAM_QUERIES } from "../utils/teamListQueries";
import { STAFF_STATUSES } from "../utils/teamOptions";
import { StaffStatusBadge } from "./StaffStatusBadge";

const StaffDocument = graphql(`
  query StaffDetailDialog_Staff($id: ID!) {
    staffMember(id: $id) {
      id
      name
      role
      email
      phone
      country
      department
      status
      joinDate
      avatarUrl
      skills
      projects {
        role
        project {
          id
          name
          status
        }
      }
    }
  }
`);

const StatusDocument = graphql(`
  mutation StaffDetailDialog_SetStatus($id: ID!, $status: StaffStatus!) {
    setStaffStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        {label}
      </Text>
      <Box>{children}</Box>
    </Stack>
  );
}

/** "Ver": a team member's details, projects and skills; their status can change here. */
export function StaffDetailDialog({ staffId, onClose, onEdit }: { staffId: string; onClose: () => void; onEdit: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, error, refetch } = useQuery(StaffDocument, { variables: { id: staffId } });
  const [setStatus, settingStatus] = useMutation(StatusDocument, { refetchQueries: TEAM_QUERIES });
  const s = data?.staffMember;

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size={{ base: "full", md: "lg" }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{s ? s.name : <FormattedMessage id="team.detail.title" />}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {error ? (
                <LoadError onRetry={() => void refetch()} />
              ) : !s ? (
                <Center py="12">
                  <Spinner color="brand.solid" aria-label={t("common.loading")} />
                </Center>
              ) : (
                <Stack gap="5">
                  <HStack gap="4">
                    <PersonAvatar name={s.name} src={s.avatarUrl} size="lg" />
                    <Stack gap="1">
                      <Text fontWeight="semibold">{s.role}</Text>
                      <HStack gap="2">
                        <Badge variant="outline">
                          <FormattedMessage id={`team.department.${s.department}`} />
                        </Badge>
                        <StaffStatusBadge status={s.status} />
                      </HStack>
                    </Stack>
                  </HStack>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <Fact label={t("team.form.email")}>
                      <Link href={`mailto:${s.email}`} colorPalette="brand">
                        {s.email}
                      </Link>
                    </Fact>
                    <Fact label={t("team.form.phone")}>{s.phone ?? "—"}</Fact>
                    <Fact label={t("team.form.country")}>
                      <CountryLabel country={s.country} />
                    </Fact>
                    <Fact label={t("team.detail.joinDate")}>{formatDate(s.joinDate, intl.locale)}</Fact>
                    <Fact label={t("team.form.status")}>
                      <SelectInput
                        name="status"
                        label={t("team.form.status")}
                        value={s.status}
                        onChange={(status) =>
                          void setStatus({ variables: { id: s.id, status: status as StaffStatus } }).catch((e) => notifyError(intl, e))
                        }
                        options={optionsOf(intl, STAFF_STATUSES, "team.status")}
                      />
                      {settingStatus.loading && <Spinner size="xs" ms="2" />}
                    </Fact>
                  </SimpleGrid>
                  <Box>
                    <Heading as="h3" size="sm" mb="2">
                      <FormattedMessage id="team.detail.skills" />
                    </Heading>
                    {s.skills.length ? (
                      <Wrap gap="2">
                        {s.skills.map((k) => (
                          <Badge key={k} colorPalette="brand" variant="subtle">
                            {k}
                          </Badge>
                        ))}
                      </Wrap>
                    ) : (
                      <Text color="fg.muted">
                        <FormattedMessage id="team.detail.noSkills" />
                      </Text>
                    )}
                  </Box>
                  <Box>
                    <Heading as="h3" size="sm" mb="2">
                      <FormattedMessage id="team.detail.projects" values={{ count: s.projects.length }} />
                    </Heading>
                    {s.projects.length ? (
                      <Stack gap="2">
                        {s.projects.map(({ project, role }) => (
                          <Flex key={project.id} justify="space-between" gap="2" wrap="wrap" borderWidth="1px" borderRadius="md" px="3" py="2">
                            <Stack gap="0">
                              <Link asChild fontWeight="medium" colorPalette="brand">
                                <RouterLink to={`/app/projects?project=${encodeURIComponent(project.id)}`}>{project.name}</RouterLink>
                              </Link>
                              {role && (
                                <Text fontSize="sm" color="fg.muted">
                                  {role}
                                </Text>
                              )}
                            </Stack>
                            <ProjectStatusBadge status={project.status} />
                          </Flex>
                        ))}
                      </Stack>
                    ) : (
                      <Text color="fg.muted">
                        <FormattedMessage id="team.detail.noProjects" />
                      </Text>
                    )}
                  </Box>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onClose}>
                <FormattedMessage id="common.close" />
              </Button>
              <Button variant="outline" onClick={onEdit} disabled={!s}>
                <Pencil />
                <FormattedMessage id="team.directory.edit" />
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
