import { Badge, Button, Code, HStack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { type ApiTokenOrderField, ApiTokensPage_TokensDocument, type ApiTokensPage_TokenFragment } from "../../../gql/graphql";
import { useConfirm } from "../../../ui/feedback/useConfirm";
import { notifyError } from "../../../ui/feedback/notify";
import { CellMeta, type Column, DataTable, orderByOf, pagingProps, useConnection, useListParams, sortProps } from "../../../ui/list";
import { ApiTokenStatusBadge } from "../components/ApiTokenStatusBadge";
import { CreateApiTokenDialog } from "../components/CreateApiTokenDialog";
import { DateTimeText } from "../components/DateTimeText";
import { DeveloperAdminPage } from "../components/DeveloperAdminPage";
import { ForAdmins } from "../components/ForAdmins";
import { endActionsColumn } from "../components/endActionsColumn";

const DATE_FORMAT = { day: "2-digit", month: "2-digit", year: "numeric" } as const;

graphql(`
  fragment ApiTokensPage_Token on ApiToken {
    id
    name
    prefix
    scopes
    expiresAt
    revokedAt
    lastUsedAt
    createdAt
    createdBy {
      id
      fullName
    }
  }
`);

graphql(`
  query ApiTokensPage_Tokens($after: String, $orderBy: ApiTokenOrder) {
    apiTokens(first: 20, after: $after, orderBy: $orderBy) {
      totalCount
      edges { cursor node { ...ApiTokensPage_Token } }
      pageInfo { ...ListKit_PageInfo }
    }
  }
`);

const RevokeApiTokenMutation = graphql(`
  mutation ApiTokensPage_Revoke($id: ID!) {
    revokeApiToken(id: $id) {
      id
      revokedAt
    }
  }
`);

const SORT_FIELDS = ["NAME", "EXPIRES_AT", "LAST_USED_AT", "CREATED_AT"] as const satisfies readonly ApiTokenOrderField[];

/** /app/api-tokens: administrators issue and revoke partner API tokens. */
export function ApiTokensPage() {
  return (
    <ForAdmins>
      <ApiTokensAdmin />
    </ForAdmins>
  );
}

function ApiTokensAdmin() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const params = useListParams<never, ApiTokenOrderField>({ filters: {}, sortFields: SORT_FIELDS });
  const tokens = useConnection(ApiTokensPage_TokensDocument, {
    variables: { orderBy: orderByOf(params.sort) },
    select: (d) => d.apiTokens,
  });
  const [creating, setCreating] = useState(false);
  const [revoke] = useMutation(RevokeApiTokenMutation);
  const confirm = useConfirm();
  const [now] = useState(() => Date.now());
  // partners using the token lose access at once: asked first, naming it
  const askRevoke = async (token: ApiTokensPage_TokenFragment) => {
    const ok = await confirm.ask({
      title: t("auth.apiTokens.revoke.title", { name: token.name }),
      text: t("auth.apiTokens.revoke.text"),
      confirmLabel: t("auth.apiTokens.revoke.confirm"),
    });
    if (ok) await revoke({ variables: { id: token.id } }).catch((e) => notifyError(intl, e));
  };

  const columns: Array<Column<ApiTokensPage_TokenFragment, ApiTokenOrderField>> = [
    {
      key: "name",
      header: t("auth.apiTokens.column.name"),
      sortField: "NAME",
      minW: "10rem",
      mobileLabel: false,
      cell: (token) => (
        <>
          <Text fontWeight="medium">{token.name}</Text>
          <HStack gap="1" wrap="wrap" mt="1" aria-label={t("auth.apiTokens.column.scopes")}>
            {token.scopes.map((s) => (
              <Badge key={s} variant="outline" size="sm">
                {s}
              </Badge>
            ))}
          </HStack>
        </>
      ),
    },
    { key: "prefix", header: t("auth.apiTokens.column.prefix"), cell: (token) => <Code>{token.prefix}…</Code> },
    {
      key: "status",
      header: t("auth.apiTokens.column.status"),
      cell: (token) => <ApiTokenStatusBadge expiresAt={token.expiresAt} revokedAt={token.revokedAt} now={now} />,
    },
    { key: "expires", header: t("auth.apiTokens.column.expires"), sortField: "EXPIRES_AT", cell: (token) => <DateTimeText value={token.expiresAt} /> },
    { key: "lastUsed", header: t("auth.apiTokens.column.lastUsed"), sortField: "LAST_USED_AT", cell: (token) => <DateTimeText value={token.lastUsedAt} /> },
    {
      key: "createdBy",
      header: t("auth.apiTokens.column.createdBy"),
      sortField: "CREATED_AT",
      cell: (token) => (
        <>
          <Text>{token.createdBy?.fullName ?? t("auth.apiTokens.unknownCreator")}</Text>
          <CellMeta>{intl.formatDate(token.createdAt, DATE_FORMAT)}</CellMeta>
        </>
      ),
    },
    endActionsColumn(
      t("auth.apiTokens.column.actions"),
      (token) =>
        !token.revokedAt && (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => void askRevoke(token)}
            aria-label={t("auth.apiTokens.revoke.label", { name: token.name })}
          >
            {t("auth.apiTokens.revoke.open")}
          </Button>
        ),
    ),
  ];

  return (
    <DeveloperAdminPage texts="auth.apiTokens" guideTo="/developers" onCreate={() => setCreating(true)}>
      {(empty) => (
        <>
          <DataTable
            label={t("auth.apiTokens.title")}
            columns={columns}
            rows={tokens.nodes}
            rowKey={(token) => token.id}
            {...sortProps(params)}
            empty={empty}
            {...pagingProps(tokens)}
          />
          <CreateApiTokenDialog open={creating} onOpenChange={setCreating} onCreated={tokens.refetch} />
          {confirm.element}
        </>
      )}
    </DeveloperAdminPage>
  );
}
