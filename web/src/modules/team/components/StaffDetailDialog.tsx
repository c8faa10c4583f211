import { notifyError } from "../../../ui/feedback/notify";
import { Badge, Button, Flex, HStack, Link, SimpleGrid, Spinner, Stack, Text, Wrap } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { Pencil } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { StaffStatus } from "../../../gql/graphql";
import { LoadState } from "../../../ui/feedback/LoadState";
import { DetailRow } from "../../../ui/overlay/DetailRow";
import { DetailSection } from "../../../ui/overlay/DetailSection";
import { InfoDialog } from "../../../ui/overlay/InfoDialog";
import { formatDate } from "../../../ui/format/formatDate";
import { TextLink } from "../../../ui/layout/TextLink";
import { SelectInput } from "../../../ui/forms/SelectInput";
import { CountryLabel } from "../../../domain/CountryLabel";
import { PersonAvatar } from "../../../ui/data/PersonAvatar";
import { ProjectStatusBadge } from "../../../domain/ProjectStatusBadge";
import { useVocabulary } from "../../../domain/vocabulary";
import { TEAM_QUERIES } from "../utils/teamListQueries";
import { StaffStatusBadge } from "./StaffStatusBadge";

const StaffDocument = graphql(`
  query StaffDetailDialog_Staff($id: ID!) {
    staffMember(id: $id) {
      ...StaffRow_Staff
      joinDate
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

/** "Ver": a team member's details, projects and skills; their status can change here. */
export function StaffDetailDialog({ staffId, onClose, onEdit }: { staffId: string; onClose: () => void; onEdit: () => void }) {
  const intl = useIntl();
  const vocabulary = useVocabulary();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, error, refetch } = useQuery(StaffDocument, { variables: { id: staffId } });
  const [setStatus, settingStatus] = useMutation(StatusDocument, { refetchQueries: TEAM_QUERIES });
  const s = data?.staffMember;

  return (
    <InfoDialog
      onClose={onClose}
      size={{ base: "full", md: "lg" }}
      placement="top"
      title={s ? s.name : <FormattedMessage id="team.detail.title" />}
      actions={
        <Button variant="outline" onClick={onEdit} disabled={!s}>
          <Pencil />
          <FormattedMessage id="team.directory.edit" />
        </Button>
      }
    >
      <LoadState data={s} error={error} onRetry={() => void refetch()}>
        {(s) => (
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
              <DetailRow label={t("team.form.email")}>
                <Link href={`mailto:${s.email}`} colorPalette="brand">
                  {s.email}
                </Link>
              </DetailRow>
              <DetailRow label={t("team.form.phone")}>{s.phone ?? "—"}</DetailRow>
              <DetailRow label={t("team.form.country")}>
                <CountryLabel country={s.country} />
              </DetailRow>
              <DetailRow label={t("team.detail.joinDate")}>{formatDate(s.joinDate, intl.locale)}</DetailRow>
              <DetailRow label={t("team.form.status")}>
                <SelectInput
                  name="status"
                  label={t("team.form.status")}
                  value={s.status}
                  onChange={(status) => void setStatus({ variables: { id: s.id, status: status as StaffStatus } }).catch((e) => notifyError(intl, e))}
                  options={vocabulary.options("staffStatus")}
                />
                {settingStatus.loading && <Spinner size="xs" ms="2" />}
              </DetailRow>
            </SimpleGrid>
            <DetailSection title={<FormattedMessage id="team.detail.skills" />} isEmpty={s.skills.length === 0} empty={<FormattedMessage id="team.detail.noSkills" />}>
              <Wrap gap="2">
                {s.skills.map((k) => (
                  <Badge key={k} colorPalette="brand" variant="subtle">
                    {k}
                  </Badge>
                ))}
              </Wrap>
            </DetailSection>
            <DetailSection
              title={<FormattedMessage id="team.detail.projects" values={{ count: s.projects.length }} />}
              isEmpty={s.projects.length === 0}
              empty={<FormattedMessage id="team.detail.noProjects" />}
            >
              <Stack gap="2">
                {s.projects.map(({ project, role }) => (
                  <Flex key={project.id} justify="space-between" gap="2" wrap="wrap" borderWidth="1px" borderRadius="md" px="3" py="2">
                    <Stack gap="0">
                      <TextLink to={`/app/projects?project=${encodeURIComponent(project.id)}`} fontWeight="medium" colorPalette="brand">
                        {project.name}
                      </TextLink>
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
            </DetailSection>
          </Stack>
        )}
      </LoadState>
    </InfoDialog>
  );
}
