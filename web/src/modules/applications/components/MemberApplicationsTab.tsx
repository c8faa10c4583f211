import { Box, Card, Flex, HStack, Heading, Image, Stack, Text } from "@chakra-ui/react";
import { Compass, FileText, MapPin } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { ApplicationStatusBadge } from "../../../domain/ApplicationStatusBadge";
import { CountryLabel } from "../../../domain/CountryLabel";
import { opportunityImageSrc } from "../../../domain/opportunityImageSrc";
import { sizedImage } from "../../../ui/files/sizedImage";
import { graphql } from "../../../gql";
import type { MemberApplicationsTab_CardFragment } from "../../../gql/graphql";
import { EmptyPlaceholder } from "../../../ui/feedback/EmptyPlaceholder";
import { formatDateTime } from "../../../ui/format/formatDateTime";
import { LinkButton } from "../../../ui/layout/LinkButton";
import { ConnectionList, ListHeader, pagingProps, useConnection } from "../../../ui/list";
import { useMyApplicationUpdates } from "../hooks/useMyApplicationUpdates";

graphql(`
  fragment MemberApplicationsTab_Card on Application {
    id
    status
    createdAt
    updatedAt
    opportunity {
      id
      title
      imageUrl
      country
      location
    }
  }
`);

const MyApplicationsDocument = graphql(`
  query MemberApplicationsTab_List($after: String) {
    myApplications(first: 20, after: $after) {
      totalCount
      edges { cursor node { ...MemberApplicationsTab_Card } }
      pageInfo { ...ListKit_PageInfo }
    }
  }
`);

/** One of the member's applications: the opportunity's picture and place, the status, when it was sent and decided. */
function MemberApplicationCard({ application: a }: { application: MemberApplicationsTab_CardFragment }) {
  const intl = useIntl();
  return (
    <Card.Root variant="outline" flexDirection="row" overflow="hidden" data-testid="my-application" data-status={a.status}>
      <Box flexShrink={0} width={{ base: "96px", md: "160px" }} bg="bg.muted">
        <Image
          {...sizedImage(opportunityImageSrc(a.opportunity.imageUrl), { sizes: "(min-width: 48em) 160px, 96px", width: 4, height: 3 })}
          alt=""
          width="full"
          height="full"
          objectFit="cover"
        />
      </Box>
      <Card.Body gap="2" py="3" px="4">
        <Flex justify="space-between" align="flex-start" gap="2" wrap="wrap">
          <Heading as="h3" textStyle="md" lineClamp={2}>
            {a.opportunity.title}
          </Heading>
          <ApplicationStatusBadge status={a.status} />
        </Flex>
        <HStack gap="4" textStyle="sm" color="fg.muted" wrap="wrap">
          <CountryLabel country={a.opportunity.country} />
          <HStack as="span" gap="1.5">
            <MapPin size={14} aria-hidden />
            {a.opportunity.location || intl.formatMessage({ id: "applications.member.noLocation" })}
          </HStack>
        </HStack>
        <Text textStyle="xs" color="fg.muted">
          <FormattedMessage id="applications.member.sentAt" values={{ date: formatDateTime(a.createdAt, intl.locale) }} />
          {a.status !== "PENDING" && (
            <>
              {" · "}
              <FormattedMessage id="applications.member.updatedAt" values={{ date: formatDateTime(a.updatedAt, intl.locale) }} />
            </>
          )}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Member dashboard, Applications tab: the member's own applications, newest
 * first. Status changes arrive live: the subscription writes the new status
 * into Apollo's cache and this list re-renders.
 */
export function MemberApplicationsTab() {
  const intl = useIntl();
  const list = useConnection(MyApplicationsDocument, { variables: {}, select: (d) => d.myApplications });
  useMyApplicationUpdates(() => {});

  return (
    <Stack gap="5">
      <ListHeader title={<FormattedMessage id="applications.member.title" values={{ count: list.totalCount ?? 0 }} />} />
      <ConnectionList
        label={intl.formatMessage({ id: "applications.member.title" }, { count: list.totalCount ?? 0 })}
        items={list.nodes}
        itemKey={(a) => a.id}
        renderItem={(a) => <MemberApplicationCard application={a} />}
        {...pagingProps(list)}
        skeletonRows={3}
        empty={
          <EmptyPlaceholder
            icon={FileText}
            title={<FormattedMessage id="applications.member.empty" />}
            hint={<FormattedMessage id="applications.member.emptyHint" />}
            action={
              <LinkButton to="/app?tab=opportunities" icon={Compass} colorPalette="brand">
                <FormattedMessage id="applications.member.explore" />
              </LinkButton>
            }
          />
        }
      />
    </Stack>
  );
}
