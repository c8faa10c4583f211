import { Card, Heading, Table, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import type { AnalyticsPage_AnalyticsQuery } from "../../../gql/graphql";

type AnalyticsProjection = NonNullable<AnalyticsPage_AnalyticsQuery["analytics"]["projection"]>;
import { useLocale } from "../../../i18n/useLocale";
import { formatMoney } from "../../../ui/format/formatMoney";

type Projection = Pick<AnalyticsProjection, "basisMonths" | "revenueSlope" | "projectsSlope" | "totalRevenue"> & {
  months: Array<{ month: string; revenue: string; projects: number }>;
};

/** Next quarter from the linear trend of the last complete months, with the method stated. */
export function ProjectionCard({ projection }: { projection: Projection | null | undefined }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Card.Root variant="outline" h="full">
      <Card.Header>
        <Heading size="md">{t("analytics.projection.title")}</Heading>
      </Card.Header>
      <Card.Body gap="3">
        {!projection ? (
          <Text color="fg.muted">{t("analytics.projection.notEnough")}</Text>
        ) : (
          <>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t("analytics.trend.month")}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t("analytics.trend.revenue")}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t("analytics.trend.projects")}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {projection.months.map((m) => (
                  <Table.Row key={m.month}>
                    <Table.Cell>{intl.formatDate(`${m.month}T00:00:00Z`, { month: "long", year: "numeric", timeZone: "UTC" })}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMoney(m.revenue, "USD", locale)}</Table.Cell>
                    <Table.Cell textAlign="end">{m.projects}</Table.Cell>
                  </Table.Row>
                ))}
                <Table.Row fontWeight="bold">
                  <Table.Cell>{t("analytics.projection.total")}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(projection.totalRevenue, "USD", locale)}</Table.Cell>
                  <Table.Cell />
                </Table.Row>
              </Table.Body>
            </Table.Root>
            <Text fontSize="sm" color="fg.muted">
              {t("analytics.projection.method", {
                months: projection.basisMonths,
                slope: formatMoney(projection.revenueSlope, "USD", locale),
                projects: intl.formatNumber(projection.projectsSlope, { maximumFractionDigits: 1, signDisplay: "exceptZero" }),
              })}
            </Text>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
