import { Badge, Box, Button, Card, Flex, HStack, Heading, Image, Stack, Text, Wrap } from "@chakra-ui/react";
import { CalendarDays, Pause, Pencil, Play, Star, Trash, Users } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { OpportunityFields_OpportunityFragment } from "../../../gql/graphql";
import { formatDate } from "../../../ui/format/formatDate";
import { formatDateTime } from "../../../ui/format/formatDateTime";
import { opportunityImageSrc } from "../utils/opportunityImageSrc";
import { CountryLabel } from "./CountryLabel";
import { OpportunityStatusBadge } from "./OpportunityStatusBadge";
import { SectorLabel } from "./SectorLabel";

interface Props {
  opportunity: OpportunityFields_OpportunityFragment;
  busy: boolean;
  onEdit: () => void;
  onToggleStatus: () => void;
  onDelete: () => void;
}

/** One opportunity in the admin list, with edit, pause/activate and delete. */
export function AdminOpportunityRow({ opportunity: o, busy, onEdit, onToggleStatus, onDelete }: Props) {
  const intl = useIntl();
  const active = o.status === "ACTIVE";
  return (
    <Card.Root as="li" variant="outline" flexDirection={{ base: "column", md: "row" }} overflow="hidden" data-testid="admin-opportunity">
      <Box flexShrink={0} width={{ base: "full", md: "180px" }} aspectRatio={{ base: 16 / 7, md: "auto" }} bg="bg.muted">
        <Image src={opportunityImageSrc(o.imageUrl)} alt="" width="full" height="full" objectFit="cover" />
      </Box>
      <Card.Body gap="2" py="4">
        <Flex gap="2" align="flex-start" justify="space-between" wrap="wrap">
          <Heading as="h3" textStyle="md" lineClamp={2}>
            {o.title}
          </Heading>
          <HStack gap="1.5">
            {o.featured && (
              <Badge colorPalette="gold" variant="solid">
                <Star size={12} aria-hidden />
                <FormattedMessage id="opportunities.featured" />
              </Badge>
            )}
            <OpportunityStatusBadge status={o.status} />
          </HStack>
        </Flex>
        <Text textStyle="sm" color="fg.muted" lineClamp={2}>
          {o.description}
        </Text>
        <Wrap gap="4" textStyle="sm" color="fg.muted">
          <CountryLabel country={o.country} />
          <SectorLabel sector={o.sector} />
          <HStack as="span" gap="1.5">
            <CalendarDays size={16} aria-hidden />
            <FormattedMessage
              id="opportunities.deadline"
              values={{ date: formatDate(o.deadline, intl.locale) }}
            />
          </HStack>
          <HStack as="span" gap="1.5">
            <Users size={16} aria-hidden />
            <FormattedMessage id="opportunities.applicationCount" values={{ count: o.applicationCount }} />
          </HStack>
        </Wrap>
        <Stack direction="row" gap="2" pt="2" wrap="wrap" role="group" aria-label={intl.formatMessage({ id: "opportunities.admin.actionsFor" }, { title: o.title })}>
          <Button size="sm" variant="outline" onClick={onEdit}>
            <Pencil />
            <FormattedMessage id="opportunities.admin.edit" />
          </Button>
          <Button size="sm" variant="outline" colorPalette={active ? "orange" : "green"} onClick={onToggleStatus} loading={busy}>
            {active ? <Pause /> : <Play />}
            <FormattedMessage id={active ? "opportunities.admin.pause" : "opportunities.admin.activate"} />
          </Button>
          <Button size="sm" variant="ghost" colorPalette="red" onClick={onDelete}>
            <Trash />
            <FormattedMessage id="opportunities.admin.delete" />
          </Button>
        </Stack>
        <Text textStyle="xs" color="fg.muted">
          <FormattedMessage id="opportunities.admin.createdAt" values={{ date: formatDateTime(o.createdAt, intl.locale) }} />
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
