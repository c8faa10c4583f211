import { useMutation } from "@apollo/client/react";
import { Badge, Box, Button, Card, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { ClipboardList, XCircle } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { type MyServiceRequests_ItemFragment, ServiceRequestStatus } from "../../../gql/graphql";
import { ConnectionList, pagingProps, RowButton, useConnection } from "../../../ui/list";
import { useDashboardActivity } from "../../../ui/feedback/useDashboardActivity";
import { useConfirm } from "../../../ui/feedback/useConfirm";
import { toaster } from "../../../ui/feedback/toaster";
import { RequestStatusBadge } from "./RequestStatusBadge";
import { ServiceTypeLabel } from "./ServiceTypeLabel";
import { formatDateTime } from "../../../ui/format/formatDateTime";

graphql(`
  fragment MyServiceRequests_Item on ServiceRequest {
    id
    category
    serviceType
    serviceTitle {
      pt
      en
    }
    message
    status
    createdAt
  }
`);

const LIST = graphql(`
  query MyServiceRequests_List($first: Int!, $after: String) {
    myServiceRequests(first: $first, after: $after) {
      totalCount
      pageInfo { ...ListKit_PageInfo }
      edges { cursor node { ...MyServiceRequests_Item } }
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

/** "Meus pedidos": the member's own requests with their status; pending ones can be cancelled. */
export function MyServiceRequests({ onNewRequest }: { onNewRequest: () => void }) {
  const intl = useIntl();
  const activity = useDashboardActivity();
  const list = useConnection(LIST, { variables: { first: 5 }, select: (d) => d.myServiceRequests });
  const [cancel] = useMutation(CANCEL, { refetchQueries: ["MemberDashboard_Counts", "AppShell_Counts"] });

  const confirm = useConfirm();
  const onCancel = async (id: string) => {
    const ok = await confirm.ask({
      title: intl.formatMessage({ id: "serviceRequests.mine.cancelConfirmTitle" }),
      text: intl.formatMessage({ id: "serviceRequests.mine.cancelConfirm" }),
      confirmLabel: intl.formatMessage({ id: "serviceRequests.mine.cancelConfirmAction" }),
      cancelLabel: intl.formatMessage({ id: "serviceRequests.mine.cancelConfirmKeep" }),
    });
    if (!ok) return;
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
            {list.totalCount !== undefined && (
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
        <Box data-testid="my-requests">
          <ConnectionList
            label={intl.formatMessage({ id: "serviceRequests.mine.title" })}
            items={list.nodes}
            itemKey={(r) => r.id}
            renderItem={(r) => <RequestItem request={r} onCancel={onCancel} />}
            skeletonRows={2}
            empty={<FormattedMessage id="serviceRequests.mine.empty" />}
            {...pagingProps(list)}
          />
        </Box>
      </Card.Body>
      {confirm.element}
    </Card.Root>
  );
}

function RequestItem({ request, onCancel }: { request: MyServiceRequests_ItemFragment; onCancel: (id: string) => void }) {
  const intl = useIntl();
  return (
    <Box borderWidth="1px" borderRadius="md" p="3">
      <Stack direction={{ base: "column", sm: "row" }} justify="space-between" align={{ base: "stretch", sm: "flex-start" }} gap="2">
        <Box minW="0" flex="1">
          <Text fontWeight="semibold">
            <ServiceTypeLabel category={request.category} serviceType={request.serviceType} serviceTitle={request.serviceTitle} />
          </Text>
          <Text color="fg.muted" textStyle="xs">
            {formatDateTime(request.createdAt, intl.locale)}
          </Text>
          <Text textStyle="sm" lineClamp={2} mt="1">
            {request.message}
          </Text>
        </Box>
        <Stack direction={{ base: "row", sm: "column" }} justify="space-between" align={{ base: "center", sm: "flex-end" }} gap="2" flexShrink={0}>
          <RequestStatusBadge status={request.status} />
          {request.status === ServiceRequestStatus.PENDING && (
            <RowButton icon={XCircle} variant="ghost" colorPalette="red" onClick={() => onCancel(request.id)}>
              <FormattedMessage id="serviceRequests.mine.cancel" />
            </RowButton>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
