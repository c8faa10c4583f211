import { Alert, Button, DataList, HStack, Heading, Link, Separator, Skeleton, Stack, Text, Timeline } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Check, X } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { formatDate } from "../../../ui/format/formatDate";
import { formatDateTime } from "../../../ui/format/formatDateTime";
import { LoadError } from "../../../ui/feedback/LoadError";
import { DetailSection } from "../../../ui/overlay/DetailSection";
import { PersonAvatar } from "../../../ui/data/PersonAvatar";
import { InfoDialog } from "../../../ui/overlay/InfoDialog";
import { CountryLabel } from "../../../domain/CountryLabel";
import { SectorLabel } from "../../../domain/SectorLabel";
import { useDecideApplication } from "../hooks/useDecideApplication";
import { applicationStatusLook } from "../../../domain/applicationStatusLook";
import { ApplicationStatusBadge } from "../../../domain/ApplicationStatusBadge";

graphql(`
  fragment ApplicationDetailsDialog_Application on Application {
    id
    status
    message
    createdAt
    applicant {
      id
      fullName
      email
      country
      sector
      organization
      avatarUrl
    }
    opportunity {
      id
      title
      country
      sector
      type
      organization
      location
      deadline
    }
    ...ApplicationDetailsDialog_History
  }
`);

// what happened since, oldest first; a decision selects it too, so an open dialog shows the new step at once
graphql(`
  fragment ApplicationDetailsDialog_History on Application {
    history {
      status
      createdAt
      actor {
        id
        fullName
      }
    }
  }
`);

const ApplicationDetailsDocument = graphql(`
  query ApplicationDetailsDialog_Details($id: ID!) {
    application(id: $id) {
      id
      ...ApplicationDetailsDialog_Application
    }
  }
`);

interface Props {
  applicationId: string;
  onClose: () => void;
}

/** Everything about one application: who applied, what they wrote, for what, and what happened since. */
export function ApplicationDetailsDialog({ applicationId, onClose }: Props) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(ApplicationDetailsDocument, { variables: { id: applicationId } });
  const { decide, deciding } = useDecideApplication();
  const a = data?.application;

  return (
    <InfoDialog
      onClose={onClose}
      title={<FormattedMessage id="applications.details.title" />}
      actions={
        a?.status === "PENDING" && (
          <>
            <Button colorPalette="red" variant="outline" disabled={deciding} onClick={() => decide(a.id, "REJECTED")}>
              <X />
              <FormattedMessage id="applications.admin.reject" />
            </Button>
            <Button colorPalette="green" loading={deciding} onClick={() => decide(a.id, "APPROVED")}>
              <Check />
              <FormattedMessage id="applications.admin.approve" />
            </Button>
          </>
        )
      }
    >
      {loading && !a ? (
        <Stack gap="3">
          <Skeleton height="16" />
          <Skeleton height="24" />
          <Skeleton height="32" />
        </Stack>
      ) : error ? (
        <LoadError error={error} title={<FormattedMessage id="applications.details.loadFailed" />} onRetry={() => void refetch()} />
      ) : !a ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="applications.details.notFound" />
          </Alert.Title>
        </Alert.Root>
      ) : (
        <Stack gap="5">
          <HStack gap="3" justify="space-between" align="flex-start">
            <HStack gap="3">
              <PersonAvatar name={a.applicant.fullName} src={a.applicant.avatarUrl} size="md" />
              <Stack gap="0">
                <Heading as="h3" textStyle="md">
                  {a.applicant.fullName}
                </Heading>
                <Link href={`mailto:${a.applicant.email}`} textStyle="sm" color="brand.fg">
                  {a.applicant.email}
                </Link>
              </Stack>
            </HStack>
            <ApplicationStatusBadge status={a.status} />
          </HStack>
          <DataList.Root orientation="horizontal" size="sm">
            {(
              [
                ["country", <CountryLabel key="country" country={a.applicant.country} />],
                ["sector", <SectorLabel key="sector" sector={a.applicant.sector} />],
                ["organization", a.applicant.organization || intl.formatMessage({ id: "applications.details.noOrganization" })],
              ] as const
            ).map(([field, value]) => (
              <DataList.Item key={field}>
                <DataList.ItemLabel>
                  <FormattedMessage id={`applications.details.${field}`} />
                </DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>

          <DetailSection title={<FormattedMessage id="applications.details.message" />}>
            <Text bg="bg.subtle" borderRadius="l2" p="3" whiteSpace="pre-wrap" textStyle="sm">
              {a.message}
            </Text>
          </DetailSection>

          <Separator />
          <DetailSection title={<FormattedMessage id="applications.details.opportunity" />}>
            <Stack gap="1" borderWidth="1px" borderRadius="l2" p="3">
              <Text fontWeight="semibold">{a.opportunity.title}</Text>
              <HStack gap="4" textStyle="sm" color="fg.muted" wrap="wrap">
                <CountryLabel country={a.opportunity.country} />
                <SectorLabel sector={a.opportunity.sector} />
                <Text as="span">{intl.formatMessage({ id: `opportunities.type.${a.opportunity.type}` })}</Text>
              </HStack>
              <Text textStyle="sm" color="fg.muted">
                {a.opportunity.organization}
                {a.opportunity.location ? ` · ${a.opportunity.location}` : ""}
                {" · "}
                <FormattedMessage id="opportunities.deadline" values={{ date: formatDate(a.opportunity.deadline, intl.locale) }} />
              </Text>
            </Stack>
          </DetailSection>

          <Separator />
          <DetailSection title={<FormattedMessage id="applications.details.history" />}>
            <Timeline.Root size="sm">
              {a.history.map((h, i) => {
                const { palette, Icon } = applicationStatusLook(h.status);
                const actor = h.actor?.fullName ?? intl.formatMessage({ id: "applications.details.unknownActor" });
                return (
                  <Timeline.Item key={`${h.createdAt}-${i}`}>
                    <Timeline.Connector>
                      <Timeline.Separator />
                      <Timeline.Indicator bg={`${palette}.solid`} color={`${palette}.contrast`}>
                        <Icon size={12} aria-hidden />
                      </Timeline.Indicator>
                    </Timeline.Connector>
                    <Timeline.Content>
                      <Timeline.Title>
                        {i === 0 && h.status === "PENDING" ? (
                          <FormattedMessage id="applications.details.historySubmitted" values={{ actor }} />
                        ) : (
                          <FormattedMessage
                            id="applications.details.historyEntry"
                            values={{ status: intl.formatMessage({ id: `applications.status.${h.status}` }), actor }}
                          />
                        )}
                      </Timeline.Title>
                      <Timeline.Description>{formatDateTime(h.createdAt, intl.locale)}</Timeline.Description>
                    </Timeline.Content>
                  </Timeline.Item>
                );
              })}
            </Timeline.Root>
          </DetailSection>
        </Stack>
      )}
    </InfoDialog>
  );
}
