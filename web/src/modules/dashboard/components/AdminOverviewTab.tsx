import { Box, Circle, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { ClipboardList, FileText, type LucideIcon, Megaphone, UserPlus } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ActivityKind, Country } from "../../../gql/graphql";
import { serviceTypeMessageId } from "../../../domain/serviceCategories";
import { ProgressBar } from "../../../ui/data/ProgressBar";
import { formatDateTime } from "../../../ui/format/formatDateTime";
import { TitledCard } from "../../../ui/layout/TitledCard";

interface Activity {
  kind: ActivityKind;
  id: string;
  actor: string;
  subject: string;
  country?: Country | null;
  createdAt: string;
}

interface CountryActivity {
  country: Country;
  applications: number;
  requests: number;
}

const KIND: Record<ActivityKind, { icon: LucideIcon; palette: string }> = {
  APPLICATION: { icon: FileText, palette: "blue" },
  SERVICE_REQUEST: { icon: ClipboardList, palette: "orange" },
  REGISTRATION: { icon: UserPlus, palette: "green" },
  OPPORTUNITY: { icon: Megaphone, palette: "purple" },
};

/** Overview: the latest real events, and applications plus requests per country. */
export function AdminOverviewTab({ activity, countries }: { activity: Activity[]; countries: CountryActivity[] }) {
  const intl = useIntl();
  const max = Math.max(1, ...countries.map((c) => c.applications + c.requests));

  const subjectOf = (a: Activity) => {
    if (a.kind === "SERVICE_REQUEST") {
      const id = serviceTypeMessageId(a.subject);
      return id ? intl.formatMessage({ id }) : a.subject;
    }
    if (a.kind === "REGISTRATION") return intl.formatMessage({ id: `common.sector.${a.subject}` });
    return a.subject;
  };

  return (
    <SimpleGrid columns={{ base: 1, lg: 5 }} gap="4">
      <TitledCard gridColumn={{ lg: "span 3" }} title={<FormattedMessage id="dashboard.admin.recentActivity" />}>
        {activity.length === 0 ? (
          <Text color="fg.muted">
            <FormattedMessage id="dashboard.admin.noActivity" />
          </Text>
        ) : (
          <Stack as="ol" listStyleType="none" gap="3" data-testid="recent-activity">
            {activity.map((a) => {
              const { icon: Icon, palette } = KIND[a.kind];
              return (
                <HStack as="li" key={`${a.kind}-${a.id}`} align="flex-start" gap="3">
                  <Circle size="8" bg={`${palette}.subtle`} color={`${palette}.fg`} flexShrink={0} aria-hidden>
                    <Icon size={16} />
                  </Circle>
                  <Box minW="0">
                    <Text textStyle="sm">
                      <FormattedMessage id={`dashboard.activity.${a.kind}`} values={{ actor: <strong>{a.actor}</strong>, subject: subjectOf(a) }} />
                    </Text>
                    <Text textStyle="xs" color="fg.muted">
                      {formatDateTime(a.createdAt, intl.locale)}
                      {a.country ? ` · ${intl.formatMessage({ id: `common.country.${a.country}` })}` : ""}
                    </Text>
                  </Box>
                </HStack>
              );
            })}
          </Stack>
        )}
      </TitledCard>
      <TitledCard gridColumn={{ lg: "span 2" }} title={<FormattedMessage id="dashboard.admin.countryActivity" />}>
        <Stack gap="5" data-testid="country-activity">
          {countries.map((c) => (
            <Box key={c.country}>
              <HStack justify="space-between" mb="1.5">
                <Text fontWeight="semibold">
                  <FormattedMessage id={`common.country.${c.country}`} />
                </Text>
                <Text fontWeight="bold">{c.applications + c.requests}</Text>
              </HStack>
              <ProgressBar
                value={((c.applications + c.requests) / max) * 100}
                colorPalette="brand"
                size="sm"
                label={intl.formatMessage({ id: `common.country.${c.country}` })}
              />
              <Text textStyle="xs" color="fg.muted" mt="1">
                <FormattedMessage id="dashboard.admin.countryBreakdown" values={{ applications: c.applications, requests: c.requests }} />
              </Text>
            </Box>
          ))}
        </Stack>
      </TitledCard>
    </SimpleGrid>
  );
}
