import { useQuery } from "@apollo/client/react";
import { Card, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { History, Pencil } from "lucide-react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { Currency, ExchangeTab_RatesQuery } from "../../../gql/graphql";
import { notifySuccess } from "../../../ui/feedback/notify";
import { formatDate } from "../../../ui/format/formatDate";
import { actionsColumn, AddButton, type Column, DataTable, RowButton } from "../../../ui/list";
import { CurrencyConverter } from "./CurrencyConverter";
import { RateHistory } from "./RateHistory";
import { type RateDraft, SetRateDialog } from "./SetRateDialog";

const RatesQuery = graphql(`
  query ExchangeTab_Rates {
    exchangeRates {
      ...RateHistory_Rate
      base
      quote
    }
  }
`);

/** Stored rates (current per pair, editable, dated, with history) and the converter that uses them. */
export function ExchangeTab() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { data, error, refetch, loading } = useQuery(RatesQuery);
  const [draft, setDraft] = useState<RateDraft | null>(null);
  const [history, setHistory] = useState<{ base: Currency; quote: Currency } | null>(null);
  const rates = data?.exchangeRates;
  const columns: Array<Column<ExchangeTab_RatesQuery["exchangeRates"][number]>> = [
    {
      key: "pair",
      header: t("finance.exchange.pair"),
      mobileLabel: false,
      cell: (r) => <strong>{t("finance.exchange.pairText", { base: r.base, quote: r.quote })}</strong>,
    },
    {
      key: "rate",
      header: t("finance.exchange.rate"),
      align: "end",
      cell: (r) => (
        <Text as="span" fontFamily="mono">
          {intl.formatNumber(Number(r.rate), { maximumFractionDigits: 8 })}
        </Text>
      ),
    },
    { key: "asOf", header: t("finance.exchange.asOf"), nowrap: true, cell: (r) => formatDate(r.asOf, intl.locale) },
    { key: "updatedBy", header: t("finance.exchange.updatedBy"), cell: (r) => r.updatedBy?.fullName ?? "—" },
    actionsColumn(t("finance.transactions.actions"), (r) => (
      <>
        <RowButton icon={Pencil} variant="outline" onClick={() => setDraft({ base: r.base, quote: r.quote, rate: r.rate })}>
          {t("finance.exchange.edit")}
        </RowButton>
        <RowButton
          icon={History}
          variant="ghost"
          aria-pressed={history?.base === r.base && history?.quote === r.quote}
          onClick={() => setHistory({ base: r.base, quote: r.quote })}
        >
          {t("finance.exchange.history")}
        </RowButton>
      </>
    )),
  ];

  return (
    <Stack gap="5">
      {rates && <CurrencyConverter rates={rates} />}
      <Card.Root variant="outline">
        <Card.Header>
          <HStack justify="space-between" flexWrap="wrap" gap="2">
            <Heading size="md">{t("finance.exchange.title")}</Heading>
            <AddButton size="sm" onClick={() => setDraft({ base: "USD", quote: "AOA", rate: "" })}>
              {t("finance.exchange.new")}
            </AddButton>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {t("finance.exchange.explain")}
          </Text>
        </Card.Header>
        <Card.Body gap="4">
          <DataTable
            label={t("finance.exchange.title")}
            columns={columns}
            rows={rates}
            rowKey={(r) => r.id}
            rowProps={() => ({ "data-testid": "rate-row" })}
            loading={loading}
            error={error}
            onRetry={() => void refetch()}
            empty={t("finance.exchange.empty")}
          />
        </Card.Body>
      </Card.Root>
      {history && (
        <SimpleGrid columns={{ base: 1, lg: 2 }}>
          <RateHistory base={history.base} quote={history.quote} />
        </SimpleGrid>
      )}
      {draft && (
        <SetRateDialog
          draft={draft}
          onClose={(ok) => {
            setDraft(null);
            if (ok) notifySuccess(intl, "finance.exchange.saved");
          }}
        />
      )}
    </Stack>
  );
}
