import { Button, Card, Heading, Icon, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Download, FileSpreadsheet } from "lucide-react";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { FinanceReportKind } from "../../../gql/graphql";
import { useLocale } from "../../../i18n/useLocale";
import { useCsvDownload } from "../../../ui/files/useCsvDownload";
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
  const t = (id: string) => intl.formatMessage({ id });
  const csv = useCsvDownload<FinanceReportKind>();

  const fileName = (kind: FinanceReportKind) => `ponte-${[kind.toLowerCase(), filters.country?.toLowerCase() ?? "all", filters.period.toLowerCase()].join("-")}.csv`;
  const download = (kind: FinanceReportKind) =>
    csv.download(kind, ReportQuery, { country: filters.country, period: filters.period, kind, language: locale }, (d) => d.financeReportCsv, fileName(kind));

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
              <Button alignSelf="start" size="sm" variant="outline" colorPalette="brand" loading={csv.busy === kind} onClick={() => void download(kind)}>
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
