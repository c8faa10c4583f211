import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Box, Button, Card, Field, HStack, Link, NativeSelect, Skeleton, Stack, Text, Wrap } from "@chakra-ui/react";
import { CheckCircle2, Loader, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { graphql } from "../../../gql";
import type { ServiceRequestStatus } from "../../../gql/graphql";
import { mailtoHref, whatsappHref } from "../../contact/utils/contactDetails";
import { toaster } from "../../../ui/feedback/toaster";
import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";
import { serviceTypeMessageId } from "../utils/serviceCategories";
import { RequestStatusBadge } from "./RequestStatusBadge";
import { ServiceTypeLabel } from "./ServiceTypeLabel";
import { formatDateTime } from "../../../ui/format/formatDateTime";

const LIST = graphql(`
  query AdminRequestsTab_List($filter: ServiceRequestFilter, $first: Int!) {
    serviceRequests(filter: $filter, first: $first) {
      totalCount
      pageInfo {
        hasNextPage
      }
      edges {
        node {
          id
          category
          serviceType
          name
          email
          phone
          message
          status
          userCountry
          createdAt
        }
      }
    }
  }
`);

const UPDATE = graphql(`
  mutation AdminRequestsTab_Update($id: ID!, $status: ServiceRequestStatus!) {
    updateServiceRequestStatus(id: $id, status: $status) {
      id
      status
      updatedAt
    }
  }
`);

const STATUSES: ServiceRequestStatus[] = ["PENDING", "PROCESSING", "COMPLETED", "CANCELLED"];
/** Spec §4: the buttons exist only where the move is allowed. */
const NEXT: Record<ServiceRequestStatus, ServiceRequestStatus[]> = {
  PENDING: ["PROCESSING", "COMPLETED"],
  PROCESSING: ["COMPLETED"],
  COMPLETED: [],
  CANCELLED: [],
};
const PAGE = 20;

/** The admin dashboard's Requests tab: a server-side status filter and the allowed transitions. */
export function AdminRequestsTab() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const status = STATUSES.includes(raw as ServiceRequestStatus) ? (raw as ServiceRequestStatus) : null;
  const [first, setFirst] = useState(PAGE);
  const { data, error, loading, refetch } = useQuery(LIST, {
    variables: { filter: status ? { status } : null, first },
    notifyOnNetworkStatusChange: true,
  });
  const [update, { loading: updating }] = useMutation(UPDATE, {
    refetchQueries: ["AdminRequestsTab_List", "AdminDashboard_Overview", "AppShell_Counts"],
  });

  const setStatus = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set("status", value);
    else next.delete("status");
    setParams(next, { replace: true });
    setFirst(PAGE);
  };

  const move = async (id: string, to: ServiceRequestStatus) => {
    try {
      await update({ variables: { id, status: to } });
      toaster.create({ type: "success", title: intl.formatMessage({ id: "serviceRequests.admin.processed" }) });
    } catch (e) {
      const info = graphqlErrorInfo(e);
      if (info.reason === "INVALID_TRANSITION") void refetch();
      toaster.create({
        type: "error",
        title: intl.formatMessage({ id: info.reason === "INVALID_TRANSITION" ? "serviceRequests.admin.invalidTransition" : "common.genericError" }),
      });
    }
  };

  const list = data?.serviceRequests;

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3" align="flex-end">
        <Field.Root maxW="xs">
          <Field.Label>
            <FormattedMessage id="serviceRequests.admin.filter" />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={status ?? ""} onChange={(e) => setStatus(e.currentTarget.value)}>
              <option value="">{intl.formatMessage({ id: "common.all" })}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {intl.formatMessage({ id: `serviceRequests.status.${s}` })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {list && (
          <Text color="fg.muted" role="status">
            <FormattedMessage id="serviceRequests.admin.count" values={{ count: list.totalCount }} />
          </Text>
        )}
      </HStack>

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
        <Stack gap="3">
          <Skeleton h="32" />
          <Skeleton h="32" />
        </Stack>
      ) : list.edges.length === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center">
          <FormattedMessage id="serviceRequests.admin.empty" />
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" data-testid="admin-requests">
          {list.edges.map(({ node }) => {
            const optionId = serviceTypeMessageId(node.serviceType);
            const service = optionId ? intl.formatMessage({ id: optionId }) : node.serviceType;
            const subject = intl.formatMessage({ id: "serviceRequests.admin.mailSubject" }, { service });
            const body = intl.formatMessage({ id: "serviceRequests.admin.mailBody" }, { name: node.name, service, message: node.message });
            const chat = intl.formatMessage({ id: "serviceRequests.admin.chatText" }, { name: node.name, service });
            return (
              <Card.Root as="li" key={node.id} variant="outline" data-status={node.status}>
                <Card.Body gap="3">
                  <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
                    <Box>
                      <Text fontWeight="semibold">
                        <ServiceTypeLabel category={node.category} serviceType={node.serviceType} />
                      </Text>
                      <Text color="fg.muted" textStyle="sm">
                        {node.name}
                        {" · "}
                        {formatDateTime(node.createdAt, intl.locale)}
                      </Text>
                    </Box>
                    <RequestStatusBadge status={node.status} />
                  </HStack>
                  <Wrap gap="4" textStyle="sm" color="fg.muted">
                    <HStack gap="1">
                      <Mail aria-hidden size={14} />
                      <Text>{node.email}</Text>
                    </HStack>
                    <HStack gap="1">
                      <Phone aria-hidden size={14} />
                      <Text>{node.phone}</Text>
                    </HStack>
                    {node.userCountry && (
                      <HStack gap="1">
                        <MapPin aria-hidden size={14} />
                        <Text>
                          <FormattedMessage id={`common.country.${node.userCountry}`} />
                        </Text>
                      </HStack>
                    )}
                  </Wrap>
                  <Text whiteSpace="pre-wrap" bg="bg.subtle" p="3" borderRadius="md" textStyle="sm">
                    {node.message}
                  </Text>
                  <HStack wrap="wrap" gap="2">
                    <Button asChild size="sm" variant="outline" colorPalette="green">
                      <Link href={whatsappHref(node.phone, chat)} target="_blank" rel="noopener noreferrer">
                        <MessageCircle aria-hidden />
                        <FormattedMessage id="serviceRequests.admin.whatsapp" />
                      </Link>
                    </Button>
                    <Button asChild size="sm" variant="outline">
                      <Link href={mailtoHref(node.email, subject, body)}>
                        <Mail aria-hidden />
                        <FormattedMessage id="serviceRequests.admin.email" />
                      </Link>
                    </Button>
                    {NEXT[node.status].map((to) => (
                      <Button
                        key={to}
                        size="sm"
                        colorPalette={to === "COMPLETED" ? "green" : "blue"}
                        disabled={updating}
                        onClick={() => move(node.id, to)}
                      >
                        {to === "COMPLETED" ? <CheckCircle2 aria-hidden /> : <Loader aria-hidden />}
                        <FormattedMessage id={`serviceRequests.admin.moveTo.${to}`} />
                      </Button>
                    ))}
                  </HStack>
                </Card.Body>
              </Card.Root>
            );
          })}
        </Stack>
      )}
      {list?.pageInfo.hasNextPage && (
        <Button alignSelf="center" variant="outline" loading={loading} onClick={() => setFirst((n) => n + PAGE)}>
          <FormattedMessage id="serviceRequests.admin.more" />
        </Button>
      )}
    </Stack>
  );
}
