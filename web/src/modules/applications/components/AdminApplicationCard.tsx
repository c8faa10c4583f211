import { Box, Button, Card, DataList, Flex, HStack, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Check, Eye, Mail, X } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { AdminApplicationsTab_ListQuery } from "../../../gql/graphql";
import { formatDate } from "../../../ui/format/formatDate";
import { formatDateTime } from "../../../ui/format/formatDateTime";
import { CountryLabel } from "../../opportunities/components/CountryLabel";
import { SectorLabel } from "../../opportunities/components/SectorLabel";
import { ApplicationStatusBadge } from "./ApplicationStatusBadge";

type Application = AdminApplicationsTab_ListQuery["applications"]["edges"][number]["node"];

interface Props {
  application: Application;
  busy: boolean;
  onDecide: (decision: "APPROVED" | "REJECTED") => void;
  onDetails: () => void;
}

/** One application in the admin list; Approve and Reject only while pending. */
export function AdminApplicationCard({ application: a, busy, onDecide, onDetails }: Props) {
  const intl = useIntl();
  const o = a.opportunity;
  return (
    <Card.Root as="li" variant="outline" data-testid="admin-application" data-status={a.status}>
      <Card.Body gap="3">
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h3" textStyle="md">
              {o.title}
            </Heading>
            <HStack gap="4" textStyle="sm" color="fg.muted" wrap="wrap">
              <CountryLabel country={o.country} />
              <SectorLabel sector={o.sector} />
            </HStack>
          </Stack>
          <ApplicationStatusBadge status={a.status} />
        </Flex>
        <Flex gap="3" align="center" wrap="wrap" bg="bg.subtle" borderRadius="l2" px="3" py="2">
          <Stack gap="0" flex="1" minW="0">
            <Text fontWeight="semibold">{a.applicant.fullName}</Text>
            <HStack gap="1.5" textStyle="sm" color="fg.muted" minW="0">
              <Mail size={14} aria-hidden />
              <Link href={`mailto:${a.applicant.email}`} truncate color="inherit">
                {a.applicant.email}
              </Link>
            </HStack>
          </Stack>
          <Text textStyle="xs" color="fg.muted">
            <FormattedMessage id="applications.admin.sentAt" values={{ date: formatDateTime(a.createdAt, intl.locale) }} />
          </Text>
        </Flex>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <DataList.Root size="sm" orientation="vertical">
            <DataList.Item>
              <DataList.ItemLabel>
                <FormattedMessage id="applications.admin.organization" />
              </DataList.ItemLabel>
              <DataList.ItemValue>{o.organization}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <DataList.Root size="sm" orientation="vertical">
            <DataList.Item>
              <DataList.ItemLabel>
                <FormattedMessage id="applications.admin.location" />
              </DataList.ItemLabel>
              <DataList.ItemValue>{o.location || "—"}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <DataList.Root size="sm" orientation="vertical">
            <DataList.Item>
              <DataList.ItemLabel>
                <FormattedMessage id="applications.admin.deadline" />
              </DataList.ItemLabel>
              <DataList.ItemValue>{formatDate(o.deadline, intl.locale)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </SimpleGrid>
        {a.message && (
          <Box borderLeftWidth="3px" borderColor="brand.muted" ps="3">
            <Text textStyle="xs" color="fg.muted" fontWeight="medium">
              <FormattedMessage id="applications.admin.message" />
            </Text>
            <Text textStyle="sm" lineClamp={3} whiteSpace="pre-wrap">
              {a.message}
            </Text>
          </Box>
        )}
        <HStack gap="2" wrap="wrap" role="group" aria-label={intl.formatMessage({ id: "applications.admin.actionsFor" }, { name: a.applicant.fullName })}>
          {a.status === "PENDING" && (
            <>
              <Button size="sm" colorPalette="green" onClick={() => onDecide("APPROVED")} loading={busy}>
                <Check />
                <FormattedMessage id="applications.admin.approve" />
              </Button>
              <Button size="sm" colorPalette="red" variant="outline" onClick={() => onDecide("REJECTED")} disabled={busy}>
                <X />
                <FormattedMessage id="applications.admin.reject" />
              </Button>
            </>
          )}
          <Button size="sm" variant="ghost" onClick={onDetails}>
            <Eye />
            <FormattedMessage id="applications.admin.details" />
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
