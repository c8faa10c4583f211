import { Badge, Box, Button, Code, EmptyState, HStack, Heading, Link, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { KeyRound, Plus } from "lucide-react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link as RouterLink } from "react-router";
import { graphql } from "../../../gql";
import { ApiTokenStatusBadge } from "../components/ApiTokenStatusBadge";
import { CreateApiTokenDialog } from "../components/CreateApiTokenDialog";
import { FormMessage } from "../components/FormMessage";
import { RevokeApiTokenDialog } from "../components/RevokeApiTokenDialog";
import { useSession } from "../session/useSession";
import { authErrorMessage } from "../utils/authErrorMessage";
import { DateTimeText } from "../components/DateTimeText";

const DATE_FORMAT = { day: "2-digit", month: "2-digit", year: "numeric" } as const;

const ApiTokensQuery = graphql(`
  query ApiTokensPage_Tokens($after: String) {
    apiTokens(first: 50, after: $after) {
      edges {
        node {
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
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** /app/api-tokens: administrators issue and revoke partner API tokens. */
export function ApiTokensPage() {
  const { user } = useSession();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (user?.role !== "ADMIN") {
    return (
      <Box p={{ base: "4", md: "8" }}>
        <FormMessage status="error">{t("auth.error.forbidden")}</FormMessage>
      </Box>
    );
  }
  return <ApiTokensAdmin />;
}

function ApiTokensAdmin() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const tokens = useQuery(ApiTokensQuery, { fetchPolicy: "cache-and-network", notifyOnNetworkStatusChange: true });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);
  const [now] = useState(() => Date.now());
  const connection = tokens.data?.apiTokens;
  const rows = connection?.edges.map((e) => e.node) ?? [];

  const loadMore = () =>
    tokens.fetchMore({
      variables: { after: connection?.pageInfo.endCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({
        apiTokens: {
          ...fetchMoreResult.apiTokens,
          edges: [...(prev.apiTokens?.edges ?? []), ...fetchMoreResult.apiTokens.edges],
        },
      }),
    });

  return (
    <Stack gap="6" p={{ base: "4", md: "8" }}>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="4">
        <Stack gap="1" maxW="2xl">
          <Heading as="h1" size="2xl">
            {t("auth.apiTokens.title")}
          </Heading>
          <Text color="fg.muted">{t("auth.apiTokens.subtitle")}</Text>
          <Link asChild color="brand.fg" fontWeight="medium" alignSelf="flex-start">
            <RouterLink to="/developers">{t("auth.apiTokens.guide")}</RouterLink>
          </Link>
        </Stack>
        <Button colorPalette="brand" onClick={() => setCreating(true)}>
          <Plus aria-hidden />
          {t("auth.apiTokens.create.open")}
        </Button>
      </HStack>

      {tokens.error && !tokens.data ? (
        <FormMessage
          status="error"
          action={
            <Button size="sm" variant="outline" onClick={() => tokens.refetch()}>
              {t("auth.common.retry")}
            </Button>
          }
        >
          {t(authErrorMessage(tokens.error, "apiTokens").id)}
        </FormMessage>
      ) : tokens.loading && !tokens.data ? (
        <Stack gap="2" aria-busy="true">
          <Skeleton h="10" />
          <Skeleton h="10" />
          <Skeleton h="10" />
        </Stack>
      ) : rows.length === 0 ? (
        <EmptyState.Root borderWidth="1px" rounded="xl">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <KeyRound />
            </EmptyState.Indicator>
            <EmptyState.Title>{t("auth.apiTokens.empty.title")}</EmptyState.Title>
            <EmptyState.Description>{t("auth.apiTokens.empty.text")}</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="xl">
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("auth.apiTokens.column.name")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("auth.apiTokens.column.prefix")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("auth.apiTokens.column.status")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("auth.apiTokens.column.expires")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("auth.apiTokens.column.lastUsed")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("auth.apiTokens.column.createdBy")}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Text srOnly>{t("auth.apiTokens.column.actions")}</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((token) => (
                <Table.Row key={token.id}>
                  <Table.Cell minW="10rem">
                    <Text fontWeight="medium">{token.name}</Text>
                    <HStack gap="1" wrap="wrap" mt="1" aria-label={t("auth.apiTokens.column.scopes")}>
                      {token.scopes.map((s) => (
                        <Badge key={s} variant="outline" size="sm">
                          {s}
                        </Badge>
                      ))}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>
                    <Code>{token.prefix}…</Code>
                  </Table.Cell>
                  <Table.Cell>
                    <ApiTokenStatusBadge expiresAt={token.expiresAt} revokedAt={token.revokedAt} now={now} />
                  </Table.Cell>
                  <Table.Cell>
                    <DateTimeText value={token.expiresAt} />
                  </Table.Cell>
                  <Table.Cell>
                    <DateTimeText value={token.lastUsedAt} />
                  </Table.Cell>
                  <Table.Cell>
                    <Text>{token.createdBy?.fullName ?? t("auth.apiTokens.unknownCreator")}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {intl.formatDate(token.createdAt, DATE_FORMAT)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {!token.revokedAt && (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        onClick={() => setRevoking({ id: token.id, name: token.name })}
                        aria-label={t("auth.apiTokens.revoke.label", { name: token.name })}
                      >
                        {t("auth.apiTokens.revoke.open")}
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {connection?.pageInfo.hasNextPage && (
        <Button alignSelf="center" variant="outline" onClick={loadMore} loading={tokens.loading}>
          {t("auth.common.loadMore")}
        </Button>
      )}

      <CreateApiTokenDialog open={creating} onOpenChange={setCreating} onCreated={() => tokens.refetch()} />
      <RevokeApiTokenDialog token={revoking} onClose={() => setRevoking(null)} />
    </Stack>
  );
}
