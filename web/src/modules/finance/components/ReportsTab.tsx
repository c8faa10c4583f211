import { Button, Card, Heading, Icon, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useApolloClient } from "@apollo/client/react";
import { Download, FileSpreadsheet } from "lucide-react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { FinanceReportKind } from "../../../gql/graphql";
import { useLocale } from "../../../i18n/useLocale";
import { notifyError } from "../../../ui/feedback/notify";
import { downloadText } from "../../../ui/files/downloadText";
import type { FinanceFilters } from "../hooks/useFinanceFilters";

const ReportQuery = graphql(`
  query ReportsTab_Report($country: Country, $period: FinancePeriod!, $kind: FinanceReportKind!, $language: Language) {
    financeReportCsv(country: $country, period: $period, kind: $kind, language: $language)
  }
`);

const KINDS: FinanceReportKind[] = ["SUMMARY", "TRANSACTIONS", "INVOICES", "BUDGETS"];

/** CSV downloads of the period's figures, for the chosen country. */
export function ReportsTab({ filters }: { filters: FinanceFilters }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const client = useApolloClient();
  const t = (id: string) => intl.formatMessage({ id });
  const [busy, setBusy] = useState<FinanceReportKind | null>(null);

  const download = async (kind: FinanceReportKind) => {
    setBusy(kind);
    try {
      const { data } = await client.query({
        query: ReportQuery,
        variables: { country: filters.country, period: filters.period, kind, language: locale },
        fetchPolicy: "network-only",
      });
      if (!data) throw new Error("empty report");
      const scope = [kind.toLowerCase(), filters.country?.toLowerCase() ?? "all", filters.period.toLowerCase()].join("-");
      downloadText(data.financeReportCsv, `ponte-${scope}.csv`);
    } catch (e) {
      notifyError(intl, e);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        {t("finance.reports.explain")}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {KINDS.map((kind) => (
          <Card.Root key={kind} variant="outline">
            <Card.Body gap="3">
              <Icon boxSize="6" color="brand.fg" aria-hidden>
                <FileSpreadsheet />
              </Icon>
              <Heading size="sm">{t(`finance.reports.${kind}`)}</Heading>
              <Text fontSize="sm" color="fg.muted">
                {t(`finance.reports.${kind}.text`)}
              </Text>
              <Button alignSelf="start" size="sm" variant="outline" colorPalette="brand" loading={busy === kind} onClick={() => void download(kind)}>
                <Download aria-hidden />
                {t("finance.reports.download")}
              </Button>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
