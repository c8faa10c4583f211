import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Badge, Box, Button, Card, HStack, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { ClipboardList, XCircle } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { useDashboardActivity } from "../../dashboard/hooks/useDashboardActivity";
import { toaster } from "../../../ui/feedback/toaster";
import { RequestStatusBadge } from "./RequestStatusBadge";
import { ServiceTypeLabel } from "./ServiceTypeLabel";
import { formatDateTime } from "../../../ui/format/formatDateTime";

const LIST = graphql(`
  query MyServiceRequests_List($first: Int!) {
    myServiceRequests(first: $first) {
      totalCount
      pageInfo {
        hasNextPage
      }
      edges {
        node {
          id
          category
          serviceType
          message
          status
          createdAt
        }
      }
    }
  }
`);

const CANCEL = graphql(`
  mutation MyServiceRequests_Cancel($id: ID!) {
    cancelServiceRequest(id: $id) {
      id
      status
    }
  }
`);

const PAGE = 5;

/** "Meus pedidos": the member's own requests with their status; pending ones can be cancelled. */
export function MyServiceRequests({ onNewRequest }: { onNewRequest: () => void }) {
  const intl = useIntl();
  const activity = useDashboardActivity();
  const [first, setFirst] = useState(PAGE);
  const { data, loading, error, refetch } = useQuery(LIST, { variables: { first }, notifyOnNetworkStatusChange: true });
  const [cancel] = useMutation(CANCEL, { refetchQueries: ["MemberDashboard_Counts", "AppShell_Counts"] });

  const list = data?.myServiceRequests;

  const onCancel = async (id: string) => {
    if (!window.confirm(intl.formatMessage({ id: "serviceRequests.mine.cancelConfirm" }))) return;
    if (!(await activity.run(() => cancel({ variables: { id } })))) return;
    toaster.create({ type: "info", title: intl.formatMessage({ id: "serviceRequests.mine.cancelled" }) });
  };

  return (
    <Card.Root variant="outline" aria-labelledby="my-requests-title">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <HStack gap="2">
            <ClipboardList aria-hidden size={20} />
            <Heading as="h2" size="md" id="my-requests-title">
              <FormattedMessage id="serviceRequests.mine.title" />
            </Heading>
            {list && (
              <Badge variant="subtle" colorPalette="brand">
                {list.totalCount}
              </Badge>
            )}
          </HStack>
          <Button size="sm" colorPalette="brand" variant="outline" onClick={onNewRequest}>
            <FormattedMessage id="serviceRequests.mine.new" />
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        {error && !list ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title flex="1">
              <FormattedMessage id="common.loadError" />
            </Alert.Title>
            <Button size="sm" onClick={() => refetch()}>
              <FormattedMessage id="common.retry" />
            </Button>
          </Alert.Root>
        ) : !list ? (
          <Stack gap="2">
            <Skeleton h="14" />
            <Skeleton h="14" />
          </Stack>
        ) : list.edges.length === 0 ? (
          <Text color="fg.muted">
            <FormattedMessage id="serviceRequests.mine.empty" />
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" data-testid="my-requests">
            {list.edges.map(({ node }) => (
              <Box as="li" key={node.id} borderWidth="1px" borderRadius="md" p="3">
                <Stack direction={{ base: "column", sm: "row" }} justify="space-between" align={{ base: "stretch", sm: "flex-start" }} gap="2">
                  <Box minW="0" flex="1">
                    <Text fontWeight="semibold">
                      <ServiceTypeLabel category={node.category} serviceType={node.serviceType} />
                    </Text>
                    <Text color="fg.muted" textStyle="xs">
                      {formatDateTime(node.createdAt, intl.locale)}
                    </Text>
                    <Text textStyle="sm" lineClamp={2} mt="1">
                      {node.message}
                    </Text>
                  </Box>
                  <Stack direction={{ base: "row", sm: "column" }} justify="space-between" align={{ base: "center", sm: "flex-end" }} gap="2" flexShrink={0}>
                    <RequestStatusBadge status={node.status} />
                    {node.status === "PENDING" && (
                      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onCancel(node.id)}>
                        <XCircle aria-hidden />
                        <FormattedMessage id="serviceRequests.mine.cancel" />
                      </Button>
                    )}
                  </Stack>
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
        {list?.pageInfo.hasNextPage && (
          <Button mt="3" size="sm" variant="ghost" loading={loading} onClick={() => setFirst((n) => n + PAGE * 2)}>
            <FormattedMessage id="serviceRequests.mine.more" />
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
