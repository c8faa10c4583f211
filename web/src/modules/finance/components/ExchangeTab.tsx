import { Alert, Button, Card, Heading, HStack, SimpleGrid, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { History, Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { Currency } from "../../../gql/graphql";
import { LoadError } from "../../../ui/feedback/LoadError";
import { formatDate } from "../../../ui/format/formatDate";
import { CurrencyConverter } from "./CurrencyConverter";
import { RateHistory } from "./RateHistory";
import { type RateDraft, SetRateDialog } from "./SetRateDialog";

const RatesQuery = graphql(`
  query ExchangeTab_Rates {
    exchangeRates {
      id
      base
      quote
      rate
      asOf
      updatedAt
      updatedBy {
        id
        fullName
      }
    }
  }
`);

/** Stored rates (current per pair, editable, dated, with history) and the converter that uses them. */
export function ExchangeTab() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { data, error, refetch } = useQuery(RatesQuery);
  const [draft, setDraft] = useState<RateDraft | null>(null);
  const [history, setHistory] = useState<{ base: Currency; quote: Currency } | null>(null);
  const [saved, setSaved] = useState(false);
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton h="64" />;
  const rates = data.exchangeRates;

  return (
    <Stack gap="5">
      <CurrencyConverter rates={rates} />
      <Card.Root variant="outline">
        <Card.Header>
          <HStack justify="space-between" flexWrap="wrap" gap="2">
            <Heading size="md">{t("finance.exchange.title")}</Heading>
            <Button size="sm" colorPalette="brand" onClick={() => setDraft({ base: "USD", quote: "AOA", rate: "" })}>
              <Plus aria-hidden />
              {t("finance.exchange.new")}
            </Button>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {t("finance.exchange.explain")}
          </Text>
        </Card.Header>
        <Card.Body gap="4">
          {saved && (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Title>{t("finance.exchange.saved")}</Alert.Title>
            </Alert.Root>
          )}
          {rates.length === 0 ? (
            <Text color="fg.muted">{t("finance.exchange.empty")}</Text>
          ) : (
            <Table.ScrollArea tabIndex={0} aria-label={t("finance.exchange.title")}>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t("finance.exchange.pair")}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t("finance.exchange.rate")}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t("finance.exchange.asOf")}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t("finance.exchange.updatedBy")}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t("finance.transactions.actions")}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rates.map((r) => (
                    <Table.Row key={r.id} data-testid="rate-row">
                      <Table.Cell fontWeight="medium">{t("finance.exchange.pairText", { base: r.base, quote: r.quote })}</Table.Cell>
                      <Table.Cell textAlign="end" fontFamily="mono">
                        {intl.formatNumber(Number(r.rate), { maximumFractionDigits: 8 })}
                      </Table.Cell>
                      <Table.Cell>{formatDate(r.asOf, intl.locale)}</Table.Cell>
                      <Table.Cell>{r.updatedBy?.fullName ?? "—"}</Table.Cell>
                      <Table.Cell>
                        <HStack gap="1">
                          <Button size="xs" variant="outline" onClick={() => setDraft({ base: r.base, quote: r.quote, rate: r.rate })}>
                            <Pencil aria-hidden />
                            {t("finance.exchange.edit")}
                          </Button>
                          <Button
                            size="xs"
                            variant="ghost"
                            aria-pressed={history?.base === r.base && history?.quote === r.quote}
                            onClick={() => setHistory({ base: r.base, quote: r.quote })}
                          >
                            <History aria-hidden />
                            {t("finance.exchange.history")}
                          </Button>
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Card.Body>
      </Card.Root>
      {history && (
        <SimpleGrid columns={{ base: 1, lg: 2 }}>
          <RateHistory base={history.base} quote={history.quote} />
        </SimpleGrid>
      )}
      <SetRateDialog
        draft={draft}
        onClose={(ok) => {
          setDraft(null);
          setSaved(ok);
        }}
      />
    </Stack>
  );
}
