import { Box, Button, Card, Center, Flex, HStack, Heading, Image, Skeleton, Stack, Text } from "@chakra-ui/react";
import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Compass, FileText, MapPin } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link as RouterLink } from "react-router";
import { graphql } from "../../../gql";
import { LoadError } from "../../../ui/feedback/LoadError";
import { formatDateTime } from "../../../ui/format/formatDateTime";
import { CountryLabel } from "../../opportunities/components/CountryLabel";
import { useMyApplicationUpdates } from "../../realtime/hooks/useMyApplicationUpdates";
import { opportunityImageSrc } from "../../opportunities/utils/opportunityImageSrc";
import { ApplicationStatusBadge } from "./ApplicationStatusBadge";

const MyApplicationsDocument = graphql(`
  query MemberApplicationsTab_List($first: Int, $after: String) {
    myApplications(first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
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
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const PAGE = 20;

/**
 * Member dashboard, Applications tab: the member's own applications, newest
 * first. Status changes arrive live: the subscription writes the new status
 * into Apollo's cache and this list re-renders.
 */
export function MemberApplicationsTab() {
  const intl = useIntl();
  const { data, error, networkStatus, refetch, fetchMore } = useQuery(MyApplicationsDocument, {
    variables: { first: PAGE },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const list = data?.myApplications;
  useMyApplicationUpdates(() => {});

  if (error && !list) {
    return (
      <LoadError title={<FormattedMessage id="applications.member.loadFailed" />} onRetry={() => void refetch()} />
    );
  }
  if (!list) {
    return (
      <Stack gap="3" aria-busy="true">
        <Skeleton height="8" width="60" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="24" borderRadius="l3" />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      <Heading as="h2" textStyle="xl">
        <FormattedMessage id="applications.member.title" values={{ count: list.totalCount }} />
      </Heading>
      {list.edges.length === 0 ? (
        <Center py="12" px="4" borderWidth="1px" borderStyle="dashed" borderRadius="l3" flexDirection="column" gap="3" textAlign="center">
          <Box color="fg.subtle" aria-hidden>
            <FileText size={40} />
          </Box>
          <Text fontWeight="semibold">
            <FormattedMessage id="applications.member.empty" />
          </Text>
          <Text color="fg.muted" textStyle="sm">
            <FormattedMessage id="applications.member.emptyHint" />
          </Text>
          <Button asChild colorPalette="brand">
            <RouterLink to="/app?tab=opportunities">
              <Compass />
              <FormattedMessage id="applications.member.explore" />
            </RouterLink>
          </Button>
        </Center>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {list.edges.map(({ node: a }) => (
            <Card.Root as="li" key={a.id} variant="outline" flexDirection="row" overflow="hidden" data-testid="my-application" data-status={a.status}>
              <Box flexShrink={0} width={{ base: "96px", md: "160px" }} bg="bg.muted">
                <Image src={opportunityImageSrc(a.opportunity.imageUrl)} alt="" width="full" height="full" objectFit="cover" />
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
          ))}
        </Stack>
      )}
      {list.pageInfo.hasNextPage && (
        <Button
          variant="outline"
          alignSelf="center"
          loading={networkStatus === NetworkStatus.fetchMore}
          onClick={() =>
            fetchMore({
              variables: { after: list.pageInfo.endCursor },
              updateQuery: (prev, { fetchMoreResult }) => ({
                myApplications: {
                  ...fetchMoreResult.myApplications,
                  edges: [...prev.myApplications.edges, ...fetchMoreResult.myApplications.edges],
                },
              }),
            })
          }
        >
          <FormattedMessage id="applications.member.loadMore" />
        </Button>
      )}
    </Stack>
  );
}
