import { Box, Code, Link, List, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { LoadError } from "../../../ui/feedback/LoadError";
import { TextLink } from "../../../ui/layout/TextLink";
import { useApiReference } from "../hooks/useApiReference";
import { API_EXAMPLES, fillExample } from "../utils/examples";
import { WEBHOOK_PAYLOAD_SAMPLE, WEBHOOK_RECEIVER_EXAMPLE } from "../utils/webhookExample";
import { WEBHOOK_EVENT_NAMES } from "../utils/webhookEvents";
import { CodeBlock } from "./CodeBlock";
import { DocSection } from "./DocSection";
import { ErrorTables } from "./ErrorTables";
import { LimitsTable } from "./LimitsTable";

const SECTIONS = ["endpoint", "auth", "tokens", "pagination", "filters", "sync", "subscriptions", "webhooks", "limits", "errors", "deprecation", "examples"] as const;

const c = (text: string) => <Code>{text}</Code>;

/** /developers: how partners use the public GraphQL API, with the server's own limits, errors and examples. */
export function DevelopersGuide() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, ReactNode>) => intl.formatMessage({ id }, values) as ReactNode;
  const reference = useApiReference();
  const data = reference.data;
  const origin = window.location.origin;
  const endpoint = `${origin}/graphql`;
  const tokenPlaceholder = intl.formatMessage({ id: "developers.tokenPlaceholder" });
  const fromServer = (node: (d: NonNullable<typeof data>) => ReactNode) =>
    data ? node(data) : reference.error ? <LoadError onRetry={() => reference.refetch()} error={reference.error} /> : <Skeleton h="24" aria-busy="true" />;

  return (
    <Stack gap="12" minW="0">
      <Stack gap="3">
        <Text as="h1" fontSize={{ base: "3xl", md: "4xl" }} fontWeight="bold" lineHeight="short">
          {t("developers.title")}
        </Text>
        <Text fontSize="lg" color="fg.muted">
          {t("developers.intro")}
        </Text>
      </Stack>

      <Box as="nav" aria-labelledby="developers-toc" borderWidth="1px" rounded="lg" p="4">
        <Text id="developers-toc" fontWeight="semibold" mb="2">
          {t("developers.toc")}
        </Text>
        <List.Root as="ol" ps="5" gap="1">
          {SECTIONS.map((s) => (
            <List.Item key={s}>
              <Link href={`#${s}`} color="brand.fg">
                {t(`developers.${s}.title`)}
              </Link>
            </List.Item>
          ))}
        </List.Root>
      </Box>

      <DocSection id="endpoint" title={intl.formatMessage({ id: "developers.endpoint.title" })}>
        <Text>
          {t("developers.endpoint.body", {
            url: c(endpoint),
            graphiql: (
              <Link href="/graphql" color="brand.fg" fontWeight="medium">
                GraphiQL
              </Link>
            ),
          })}
        </Text>
        <Text>{t("developers.endpoint.ws", { ws: c(endpoint.replace(/^http/, "ws")), protocol: c("graphql-transport-ws") })}</Text>
      </DocSection>

      <DocSection id="auth" title={intl.formatMessage({ id: "developers.auth.title" })}>
        <Text>{t("developers.auth.http", { header: c(`Authorization: Bearer ${tokenPlaceholder}`) })}</Text>
        <Text>{t("developers.auth.ws", { params: c(`connectionParams: { authorization: "Bearer ${tokenPlaceholder}" }`) })}</Text>
        <Text>{t("developers.auth.public", { status: c("401"), code: c("UNAUTHENTICATED") })}</Text>
      </DocSection>

      <DocSection id="tokens" title={intl.formatMessage({ id: "developers.tokens.title" })}>
        <Text>{t("developers.tokens.body")}</Text>
        <Text>
          <TextLink to="/app/api-tokens" color="brand.fg" fontWeight="medium">
            {t("developers.tokens.adminLink")}
          </TextLink>
        </Text>
        <Text>{t("developers.tokens.scopes")}</Text>
        {fromServer((d) => (
          <List.Root ps="5" gap="1" data-testid="token-scopes">
            {d.apiTokenScopes.map((s) => (
              <List.Item key={s.scope}>
                {c(s.scope)}
                {": "}
                {intl.formatList(
                  [...s.query, ...s.subscription, ...s.mutation].map((f) => f),
                  { type: "conjunction" },
                )}
              </List.Item>
            ))}
          </List.Root>
        ))}
      </DocSection>

      <DocSection id="pagination" title={intl.formatMessage({ id: "developers.pagination.title" })}>
        <Text>
          {t("developers.pagination.body", {
            edges: c("edges"),
            cursor: c("cursor"),
            pageInfo: c("pageInfo"),
            first: c("first"),
            after: c("after"),
            endCursor: c("endCursor"),
            last: c("last"),
            before: c("before"),
            startCursor: c("startCursor"),
          })}
        </Text>
        {fromServer((d) => (
          <Text data-testid="page-sizes">
            {t("developers.pagination.sizes", {
              default: <strong>{intl.formatNumber(d.apiLimits.pageSizeDefault)}</strong>,
              max: <strong>{intl.formatNumber(d.apiLimits.pageSizeMax)}</strong>,
            })}
          </Text>
        ))}
      </DocSection>

      <DocSection id="filters" title={intl.formatMessage({ id: "developers.filters.title" })}>
        <Text>{t("developers.filters.body", { filter: c("filter"), orderBy: c("orderBy"), updatedSince: c("updatedSince") })}</Text>
        <Text color="fg.muted" fontSize="sm">
          {t("developers.fromServerEnglish")}
        </Text>
        {fromServer((d) => (
          <List.Root ps="5" gap="2" data-testid="filters">
            {(d.opportunityFilter?.inputFields ?? []).map((f) => (
              <List.Item key={f.name}>
                {c(f.name)}
                {" — "}
                <span lang="en">{f.description}</span>
              </List.Item>
            ))}
          </List.Root>
        ))}
      </DocSection>

      <DocSection id="sync" title={intl.formatMessage({ id: "developers.sync.title" })}>
        <Text>
          {t("developers.sync.body", {
            updatedAt: c("updatedAt"),
            updatedSince: c("updatedSince"),
            orderBy: c("orderBy: { field: UPDATED_AT, direction: ASC }"),
            endCursor: c("endCursor"),
            hasNextPage: c("hasNextPage"),
          })}
        </Text>
        <Text mt="3" data-testid="polling">
          {t("developers.sync.polling", {
            get: c("/graphql?query=…&variables=…"),
            csrf: c("x-ponte-csrf: 1"),
            etag: c("ETag"),
            ifNoneMatch: c("If-None-Match"),
            notModified: c("304 Not Modified"),
          })}
        </Text>
      </DocSection>

      <DocSection id="subscriptions" title={intl.formatMessage({ id: "developers.subscriptions.title" })}>
        <Text>
          {t("developers.subscriptions.body", {
            field: c("opportunityEvents"),
            filter: c("filter"),
            ops: c("INSERT, UPDATE, DELETE"),
            opportunity: c("opportunity"),
          })}
        </Text>
      </DocSection>

      <DocSection id="webhooks" title={intl.formatMessage({ id: "developers.webhooks.title" })}>
        <Text>{t("developers.webhooks.intro")}</Text>
        <Text>
          <TextLink to="/app/webhooks" color="brand.fg" fontWeight="medium">
            {t("developers.webhooks.adminLink")}
          </TextLink>
        </Text>
        <Text fontWeight="semibold">{t("developers.webhooks.eventsTitle")}</Text>
        <List.Root ps="5" gap="1" data-testid="webhook-events">
          {Object.entries(WEBHOOK_EVENT_NAMES).map(([value, name]) => (
            <List.Item key={value}>
              {c(name)}
              {": "}
              {t(`developers.webhooks.event.${value}`)}
            </List.Item>
          ))}
        </List.Root>
        <Text>{t("developers.webhooks.payload", { id: c("id"), type: c("type"), createdAt: c("createdAt"), data: c("data"), dataId: c("data.id") })}</Text>
        <List.Root ps="5" gap="1">
          <List.Item>
            {c("Ponte-Signature")}: {t("developers.webhooks.header.signature")}
          </List.Item>
          <List.Item>
            {c("Ponte-Event-Id")}: {t("developers.webhooks.header.eventId")}
          </List.Item>
          <List.Item>
            {c("Ponte-Event-Type")}: {t("developers.webhooks.header.eventType")}
          </List.Item>
        </List.Root>
        <CodeBlock title={intl.formatMessage({ id: "developers.webhooks.payloadSample" })} language="json" code={WEBHOOK_PAYLOAD_SAMPLE} />
        <Text data-testid="webhook-signature">
          {t("developers.webhooks.signature", {
            header: c("Ponte-Signature: t=<unix>,v1=<hex>"),
            t: c("t"),
            v1: c("v1"),
            signed: c('t + "." + body'),
            tolerance: <strong>300</strong>,
          })}
        </Text>
        <Text fontWeight="semibold">{t("developers.webhooks.verifyExample")}</Text>
        <CodeBlock title={intl.formatMessage({ id: "developers.webhooks.verifyExample" })} language="JavaScript" code={WEBHOOK_RECEIVER_EXAMPLE} />
        <Text>{t("developers.webhooks.retries", { timeout: <strong>10</strong> })}</Text>
        <Text>{t("developers.webhooks.ordering", { updatedAt: c("data.updatedAt") })}</Text>
        <Text>{t("developers.webhooks.addresses")}</Text>
      </DocSection>

      <DocSection id="limits" title={intl.formatMessage({ id: "developers.limits.title" })}>
        <Text>{t("developers.limits.body")}</Text>
        {fromServer((d) => (
          <>
            <Text>
              {t("developers.limits.cost", {
                field: <strong>{intl.formatNumber(d.apiLimits.costPerField)}</strong>,
                first: c("first"),
                last: c("last"),
                default: <strong>{intl.formatNumber(d.apiLimits.pageSizeDefault)}</strong>,
                max: <strong>{intl.formatNumber(d.apiLimits.pageSizeMax)}</strong>,
                introspection: <strong>{intl.formatNumber(d.apiLimits.costPerIntrospectionField)}</strong>,
                schema: <strong>{intl.formatNumber(d.apiLimits.costPerSchemaIntrospection)}</strong>,
                schemaField: c("__schema"),
              })}
            </Text>
            <LimitsTable limits={d.apiLimits} />
          </>
        ))}
        <Text>
          {t("developers.limits.signals", {
            headers: c("RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset"),
            cost: c("extensions.cost"),
            status: c("429"),
            retryAfter: c("Retry-After"),
            code: c("RATE_LIMITED"),
          })}
        </Text>
      </DocSection>

      <DocSection id="errors" title={intl.formatMessage({ id: "developers.errors.title" })}>
        <Text>{t("developers.errors.body", { code: c("extensions.code"), reason: c("extensions.reason"), issues: c("extensions.issues") })}</Text>
        <CodeBlock title={intl.formatMessage({ id: "developers.errors.sample" })} language="json" code={ERROR_SAMPLE} />
        <Text color="fg.muted" fontSize="sm">
          {t("developers.fromServerEnglish")}
        </Text>
        {fromServer((d) => (
          <ErrorTables errorCodes={d.errorCodes} errorReasons={d.errorReasons} />
        ))}
      </DocSection>

      <DocSection id="deprecation" title={intl.formatMessage({ id: "developers.deprecation.title" })}>
        <Text>{t("developers.deprecation.body", { directive: c('@deprecated(reason: "…")') })}</Text>
        <Text>{t("developers.deprecation.additions")}</Text>
      </DocSection>

      <DocSection id="examples" title={intl.formatMessage({ id: "developers.examples.title" })}>
        <Text>{t("developers.examples.body", { token: c(tokenPlaceholder) })}</Text>
        {API_EXAMPLES.map((e) => (
          <Stack key={e.id} gap="2" minW="0">
            <Text fontWeight="semibold">{t(`developers.example.${e.id}`)}</Text>
            <CodeBlock
              title={intl.formatMessage({ id: `developers.example.${e.id}` })}
              language={e.language === "shell" ? "curl" : "JavaScript"}
              code={fillExample(e.code, origin, tokenPlaceholder)}
            />
          </Stack>
        ))}
      </DocSection>
    </Stack>
  );
}

/** The shape of every error (a real answer of the API to a bad token). */
const ERROR_SAMPLE = `{
  "errors": [
    {
      "message": "Unknown API token",
      "extensions": { "code": "UNAUTHENTICATED", "reason": "API_TOKEN_INVALID" }
    }
  ]
}`;
