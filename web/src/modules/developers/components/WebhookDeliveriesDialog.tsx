import { Badge, Button, Code, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { RotateCw } from "lucide-react";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { WebhookDeliveriesDialog_DeliveriesDocument, type WebhookDeliveriesDialog_DeliveryFragment, WebhookDeliveryStatus } from "../../../gql/graphql";
import { notifyError } from "../../../ui/feedback/notify";
import { CellMeta, type Column, DataTable, pagingProps, useConnection } from "../../../ui/list";
import { DialogFrame } from "../../../ui/overlay/DialogFrame";
import { WEBHOOK_EVENT_NAMES } from "../utils/webhookEvents";
import { DateTimeText } from "./DateTimeText";
import { endActionsColumn } from "./endActionsColumn";

graphql(`
  fragment WebhookDeliveriesDialog_Delivery on WebhookDelivery {
    id
    eventId
    eventType
    status
    attempts
    lastStatusCode
    lastError
    lastAttemptAt
    createdAt
  }
`);

graphql(`
  query WebhookDeliveriesDialog_Deliveries($endpointId: ID!, $after: String) {
    webhookDeliveries(endpointId: $endpointId, first: 20, after: $after) {
      totalCount
      edges { cursor node { ...WebhookDeliveriesDialog_Delivery } }
      pageInfo { ...ListKit_PageInfo }
    }
  }
`);

const ResendMutation = graphql(`
  mutation WebhookDeliveriesDialog_Resend($id: ID!) {
    resendWebhookDelivery(id: $id) {
      ...WebhookDeliveriesDialog_Delivery
    }
  }
`);

const STATUS_PALETTE: Record<WebhookDeliveryStatus, string> = {
  [WebhookDeliveryStatus.PENDING]: "orange",
  [WebhookDeliveryStatus.SUCCEEDED]: "green",
  [WebhookDeliveryStatus.FAILED]: "red",
};

/** An endpoint's delivery log, newest first: status, attempts, the last answer; failed or delivered ones can be sent again. */
export function WebhookDeliveriesDialog({ endpoint, onClose }: { endpoint: { id: string; name: string } | null; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const deliveries = useConnection(WebhookDeliveriesDialog_DeliveriesDocument, {
    variables: { endpointId: endpoint?.id ?? "" },
    skip: !endpoint,
    // the log changes as retries happen
    pollInterval: 5000,
    select: (d) => d.webhookDeliveries,
  });
  const [resend, { loading: resending }] = useMutation(ResendMutation);

  const columns: Array<Column<WebhookDeliveriesDialog_DeliveryFragment>> = [
    {
      key: "event",
      header: t("developers.webhooks.log.event"),
      mobileLabel: false,
      cell: (d) => (
        <>
          <Code>{WEBHOOK_EVENT_NAMES[d.eventType]}</Code>
          <Text fontSize="xs" color="fg.muted" fontFamily="mono">
            {d.eventId}
          </Text>
        </>
      ),
    },
    { key: "created", header: t("developers.webhooks.log.created"), cell: (d) => <DateTimeText value={d.createdAt} /> },
    {
      key: "status",
      header: t("developers.webhooks.log.status"),
      cell: (d) => (
        <Badge colorPalette={STATUS_PALETTE[d.status]} variant="subtle">
          {t(`developers.webhooks.status.${d.status}`)}
        </Badge>
      ),
    },
    { key: "attempts", header: t("developers.webhooks.log.attempts"), align: "end", cell: (d) => d.attempts },
    {
      key: "answer",
      header: t("developers.webhooks.log.answer"),
      cell: (d) => (
        <>
          <Text>{d.lastStatusCode ?? "—"}</Text>
          {d.lastError && <CellMeta>{d.lastError}</CellMeta>}
        </>
      ),
    },
    endActionsColumn(
      t("developers.webhooks.column.actions"),
      (d) =>
        d.status !== WebhookDeliveryStatus.PENDING && (
          <Button
            size="xs"
            variant="outline"
            loading={resending}
            onClick={() => void resend({ variables: { id: d.id } }).catch((e) => notifyError(intl, e))}
            aria-label={t("developers.webhooks.log.resendLabel", { event: d.eventId })}
          >
            <RotateCw aria-hidden />
            {t("developers.webhooks.log.resend")}
          </Button>
        ),
    ),
  ];

  const title = t("developers.webhooks.log.title", { name: endpoint?.name ?? "" });
  return (
    <DialogFrame title={title} open={endpoint !== null} onClose={onClose} size="xl" footer={null}>
      <Stack gap="3">
        <Text color="fg.muted" fontSize="sm">
          {t("developers.webhooks.log.help")}
        </Text>
        <DataTable label={title} columns={columns} rows={deliveries.nodes} rowKey={(d) => d.id} empty={t("developers.webhooks.log.empty")} {...pagingProps(deliveries)} />
      </Stack>
    </DialogFrame>
  );
}
