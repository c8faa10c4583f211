import { Badge, Button, Code, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { WebhooksPage_EndpointsDocument, type WebhooksPage_EndpointFragment } from "../../../gql/graphql";
import { notifyError } from "../../../ui/feedback/notify";
import { useConfirm } from "../../../ui/feedback/useConfirm";
import { CellMeta, type Column, DataTable, pagingProps, useConnection } from "../../../ui/list";
import { CreateWebhookDialog } from "../components/CreateWebhookDialog";
import { DateTimeText } from "../components/DateTimeText";
import { DeveloperAdminPage } from "../components/DeveloperAdminPage";
import { ForAdmins } from "../components/ForAdmins";
import { WebhookDeliveriesDialog } from "../components/WebhookDeliveriesDialog";
import { WEBHOOK_EVENT_NAMES } from "../utils/webhookEvents";
import { endActionsColumn } from "../components/endActionsColumn";

graphql(`
  fragment WebhooksPage_Endpoint on WebhookEndpoint {
    id
    name
    url
    events
    enabled
    disabledReason
    failingSince
    createdAt
  }
`);

graphql(`
  query WebhooksPage_Endpoints($after: String) {
    webhookEndpoints(first: 20, after: $after) {
      totalCount
      edges { cursor node { ...WebhooksPage_Endpoint } }
      pageInfo { ...ListKit_PageInfo }
    }
  }
`);

const SetEnabledMutation = graphql(`
  mutation WebhooksPage_SetEnabled($id: ID!, $enabled: Boolean!) {
    setWebhookEndpointEnabled(id: $id, enabled: $enabled) {
      ...WebhooksPage_Endpoint
    }
  }
`);

const DeleteMutation = graphql(`
  mutation WebhooksPage_Delete($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

/** /app/webhooks: administrators register partners' webhook endpoints and read their delivery logs. */
export function WebhooksPage() {
  return (
    <ForAdmins>
      <WebhooksAdmin />
    </ForAdmins>
  );
}

function WebhooksAdmin() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const endpoints = useConnection(WebhooksPage_EndpointsDocument, { variables: {}, select: (d) => d.webhookEndpoints });
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<{ id: string; name: string } | null>(null);
  const [setEnabled] = useMutation(SetEnabledMutation);
  const [remove] = useMutation(DeleteMutation);
  const confirm = useConfirm();

  const toggle = (e: WebhooksPage_EndpointFragment) => setEnabled({ variables: { id: e.id, enabled: !e.enabled } }).catch((err) => notifyError(intl, err));
  const del = async (e: WebhooksPage_EndpointFragment) => {
    const ok = await confirm.ask({
      title: t("developers.webhooks.delete.title", { name: e.name }),
      text: t("developers.webhooks.delete.text"),
      confirmLabel: t("developers.webhooks.delete.confirm"),
    });
    if (!ok) return;
    try {
      await remove({ variables: { id: e.id } });
      await endpoints.refetch();
    } catch (err) {
      notifyError(intl, err);
    }
  };

  const columns: Array<Column<WebhooksPage_EndpointFragment>> = [
    {
      key: "name",
      header: t("developers.webhooks.column.name"),
      minW: "12rem",
      mobileLabel: false,
      cell: (e) => (
        <>
          <Text fontWeight="medium">{e.name}</Text>
          <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
            {e.url}
          </Text>
        </>
      ),
    },
    {
      key: "events",
      header: t("developers.webhooks.column.events"),
      cell: (e) => (
        <HStack gap="1" wrap="wrap">
          {e.events.map((ev) => (
            <Badge key={ev} variant="outline" size="sm">
              <Code variant="plain" size="sm">
                {WEBHOOK_EVENT_NAMES[ev]}
              </Code>
            </Badge>
          ))}
        </HStack>
      ),
    },
    {
      key: "status",
      header: t("developers.webhooks.column.status"),
      cell: (e) => (
        <Stack gap="1">
          <Badge colorPalette={e.enabled ? (e.failingSince ? "orange" : "green") : "gray"} variant="subtle" alignSelf="flex-start">
            {t(e.enabled ? (e.failingSince ? "developers.webhooks.state.failing" : "developers.webhooks.state.enabled") : "developers.webhooks.state.disabled")}
          </Badge>
          {!e.enabled && e.disabledReason === "FAILING" && <CellMeta>{t("developers.webhooks.state.disabledFailing")}</CellMeta>}
        </Stack>
      ),
    },
    { key: "created", header: t("developers.webhooks.column.created"), cell: (e) => <DateTimeText value={e.createdAt} /> },
    endActionsColumn(t("developers.webhooks.column.actions"), (e) => (
      <HStack gap="2" justify="flex-end" wrap="wrap">
        <Button size="xs" variant="outline" onClick={() => setViewing({ id: e.id, name: e.name })} aria-label={t("developers.webhooks.log.openLabel", { name: e.name })}>
          {t("developers.webhooks.log.open")}
        </Button>
        <Button
          size="xs"
          variant="outline"
          onClick={() => void toggle(e)}
          aria-label={t(e.enabled ? "developers.webhooks.disableLabel" : "developers.webhooks.enableLabel", { name: e.name })}
        >
          {t(e.enabled ? "developers.webhooks.disable" : "developers.webhooks.enable")}
        </Button>
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => void del(e)} aria-label={t("developers.webhooks.delete.label", { name: e.name })}>
          {t("developers.webhooks.delete.open")}
        </Button>
      </HStack>
    )),
  ];

  return (
    <DeveloperAdminPage texts="developers.webhooks" guideTo="/developers#webhooks" onCreate={() => setCreating(true)}>
      {(empty) => (
        <>
          <DataTable label={t("developers.webhooks.title")} columns={columns} rows={endpoints.nodes} rowKey={(e) => e.id} empty={empty} {...pagingProps(endpoints)} />
          <CreateWebhookDialog open={creating} onOpenChange={setCreating} onCreated={endpoints.refetch} />
          <WebhookDeliveriesDialog endpoint={viewing} onClose={() => setViewing(null)} />
          {confirm.element}
        </>
      )}
    </DeveloperAdminPage>
  );
}
