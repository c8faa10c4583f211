import { useMutation } from "@apollo/client/react";
import { Badge, Button, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { Check, Download, Mail, Undo2 } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { useVocabulary } from "../../../domain/vocabulary";
import { graphql } from "../../../gql";
import type { ContactInboxRow_MessageFragment, Language } from "../../../gql/graphql";
import { useLocale } from "../../../i18n/useLocale";
import { notifyError, notifySuccess, notifyUndoable } from "../../../ui/feedback/notify";
import { useCsvExport } from "../../../ui/files/useCsvExport";
import { formatDateTime } from "../../../ui/format/formatDateTime";
import { PageHeader } from "../../../ui/layout/PageHeader";
import { RowLinkButton } from "../../../ui/list/RowLinkButton";
import { actionsColumn, type Column, ConnectionTable, ParamSearchInput, useConnection, useListParams, ParamFilterSelect, RowButton } from "../../../ui/list";

graphql(`
  fragment ContactInboxRow_Message on ContactMessage {
    id
    name
    email
    phone
    country
    sector
    organization
    subject
    message
    preferredContact
    handledAt
    createdAt
  }
`);

const MessagesDocument = graphql(`
  query ContactInboxScreen_Messages($handled: Boolean, $search: String, $first: Int = 20, $after: String) {
    unhandledContactMessageCount
    contactMessages(handled: $handled, search: $search, first: $first, after: $after) {
      totalCount
      pageInfo { ...ListKit_PageInfo }
      edges { cursor node { ...ContactInboxRow_Message } }
    }
  }
`);

const ExportDocument = graphql(`
  query ContactInboxScreen_Export($handled: Boolean, $search: String, $language: Language) {
    contactMessagesCsv(handled: $handled, search: $search, language: $language)
  }
`);

const MarkDocument = graphql(`
  mutation ContactInboxScreen_Mark($id: ID!, $handled: Boolean!) {
    markContactMessageHandled(id: $id, handled: $handled) {
      ...ContactInboxRow_Message
    }
  }
`);

type Row = ContactInboxRow_MessageFragment;
const STATUSES = ["waiting", "handled"] as const;
const handledOf = (status: string) => (status === "handled" ? true : status === "waiting" ? false : null);

/** The team's inbox of contact-form messages (administrators): newest first, live, searchable, filters in the URL, a CSV of what they select, each marked handled once answered. */
export function ContactInboxScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const vocabulary = useVocabulary();
  const { locale } = useLocale();
  const list = useListParams({ filters: { status: "", q: "" } });
  const filter = { handled: handledOf(list.filters.status), search: list.filters.q || null };
  const messages = useConnection(MessagesDocument, { variables: filter, select: (d) => d.contactMessages });
  const csv = useCsvExport(ExportDocument, (d) => d.contactMessagesCsv);
  // the lists and the waiting count change with every mark
  const [mark, marking] = useMutation(MarkDocument, { refetchQueries: ["ContactInboxScreen_Messages", "AppShell_Counts"], awaitRefetchQueries: true });
  const waiting = messages.data?.unhandledContactMessageCount;

  const setHandled = async (row: Row, handled: boolean) => {
    try {
      await mark({ variables: { id: row.id, handled } });
      if (handled) {
        notifyUndoable(intl, "contact.inbox.markedHandled", { subject: row.subject }, () => mark({ variables: { id: row.id, handled: false } }));
      } else {
        notifySuccess(intl, "contact.inbox.markedWaiting", { subject: row.subject });
      }
    } catch (e) {
      notifyError(intl, e);
    }
  };

  const columns: Array<Column<Row, never>> = [
    { key: "when", header: t("contact.inbox.column.when"), nowrap: true, cell: (m) => formatDateTime(m.createdAt, intl.locale) },
    {
      key: "sender",
      header: t("contact.inbox.column.sender"),
      minW: "48",
      cell: (m) => (
        <>
          <Text fontWeight="medium">{m.name}</Text>
          <Link href={`mailto:${m.email}`} color="brand.fg" fontSize="sm" wordBreak="break-all">
            {m.email}
          </Link>
          {m.phone && <Text fontSize="sm">{m.phone}</Text>}
          <Text fontSize="xs" color="fg.muted">
            {[m.organization, vocabulary.label("country", m.country), m.sector ? vocabulary.label("sector", m.sector) : null].filter(Boolean).join(" · ")}
          </Text>
        </>
      ),
    },
    {
      key: "message",
      header: t("contact.inbox.column.message"),
      minW: "64",
      mobileLabel: false,
      cell: (m) => (
        <>
          <Text fontWeight="semibold">{m.subject}</Text>
          <Text fontSize="sm" whiteSpace="pre-wrap">
            {m.message}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            <FormattedMessage id="contact.inbox.prefers" values={{ channel: vocabulary.label("preferredContact", m.preferredContact) }} />
          </Text>
        </>
      ),
    },
    {
      key: "status",
      header: t("contact.inbox.column.status"),
      cell: (m) =>
        m.handledAt ? (
          <Stack gap="0.5">
            <Badge colorPalette="green" alignSelf="flex-start">
              <FormattedMessage id="contact.inbox.status.handled" />
            </Badge>
            <Text fontSize="xs" color="fg.muted">
              {formatDateTime(m.handledAt, intl.locale)}
            </Text>
          </Stack>
        ) : (
          <Badge colorPalette="orange">
            <FormattedMessage id="contact.inbox.status.waiting" />
          </Badge>
        ),
    },
    actionsColumn(t("contact.inbox.column.actions"), (m) => (
      <>
        <RowLinkButton href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`} icon={Mail} variant="outline">
          <FormattedMessage id="contact.inbox.reply" />
        </RowLinkButton>
        {m.handledAt ? (
          <RowButton icon={Undo2} variant="ghost" disabled={marking.loading} onClick={() => void setHandled(m, false)}>
            <FormattedMessage id="contact.inbox.markWaiting" />
          </RowButton>
        ) : (
          <RowButton icon={Check} colorPalette="green" disabled={marking.loading} onClick={() => void setHandled(m, true)}>
            <FormattedMessage id="contact.inbox.markHandled" />
          </RowButton>
        )}
      </>
    )),
  ];

  return (
    <Stack gap="6" p={{ base: "4", md: "6" }}>
      <PageHeader
        title={<FormattedMessage id="contact.inbox.title" />}
        subtitle={<FormattedMessage id="contact.inbox.subtitle" />}
        actions={
          <Button
            variant="outline"
            onClick={() => csv.exportCsv({ ...filter, language: locale as Language }, t("contact.inbox.export.fileName"))}
            loading={csv.exporting}
          >
            <Download aria-hidden />
            <FormattedMessage id="contact.inbox.export" />
          </Button>
        }
      />
      <HStack gap="3" flexWrap="wrap" align="end">
        <ParamSearchInput params={list} name="q" flex="1" label={t("contact.inbox.search")} placeholder={t("contact.inbox.search.placeholder")} />
        <ParamFilterSelect
          params={list}
          name="status"
          width={{ base: "full", sm: "56" }}
          label={t("contact.inbox.filter.status")}
          options={STATUSES.map((s) => ({ value: s, label: t(`contact.inbox.filter.${s}`) }))}
        />
        {waiting !== undefined && (
          <Text fontSize="sm" color="fg.muted" data-testid="contact-inbox-waiting">
            <FormattedMessage id="contact.inbox.waitingCount" values={{ count: waiting }} />
          </Text>
        )}
      </HStack>
      <ConnectionTable
        label={t("contact.inbox.list.label")}
        columns={columns}
        connection={messages}
        rowKey={(m) => m.id}
        rowProps={(m) => ({ "data-testid": "contact-message", "data-handled": m.handledAt ? "true" : undefined })}
        count={<FormattedMessage id="contact.inbox.list.count" values={{ count: messages.totalCount ?? 0 }} />}
        empty={<FormattedMessage id="contact.inbox.list.empty" />}
      />
    </Stack>
  );
}
