import { Badge, Box, Button, Card, Flex, HStack, Heading, IconButton, Image, Stack, Text, Wrap } from "@chakra-ui/react";
import { Bookmark, BookmarkCheck, CalendarDays, CircleCheck, MapPin, Send, Star, Tag } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { formatDate } from "../../../ui/format/formatDate";
import { formatMoney } from "../../../ui/format/formatMoney";
import { ApplicationStatusBadge } from "../../../domain/ApplicationStatusBadge";
import { graphql } from "../../../gql";
import type { MemberOpportunity } from "../types/MemberOpportunity";
import { opportunityImageSrc } from "../../../domain/opportunityImageSrc";
import { sizedImage } from "../../../ui/files/sizedImage";
import { CountryLabel } from "../../../domain/CountryLabel";
import { SectorLabel } from "../../../domain/SectorLabel";

graphql(`
  fragment MemberOpportunityCard_Opportunity on Opportunity {
    ...OpportunityFields_Opportunity
    myApplication {
      id
      status
    }
    savedByMe
  }
`);

interface Props {
  opportunity: MemberOpportunity;
  saving: boolean;
  onApply: () => void;
  onToggleSave: () => void;
  /** the list's first card, above the fold: its picture loads at once */
  eagerImage?: boolean;
}

/** An opportunity as members see it: picture, facts, their application state, apply and save. */
export function MemberOpportunityCard({ opportunity: o, saving, onApply, onToggleSave, eagerImage }: Props) {
  const intl = useIntl();
  const applied = Boolean(o.myApplication);
  const budget = o.budget === null ? 0 : Number(o.budget);
  return (
    <Card.Root overflow="hidden" variant="outline" data-testid="member-opportunity" height="full">
      <Box position="relative" aspectRatio={16 / 9} bg="bg.muted">
        <Image
          {...sizedImage(opportunityImageSrc(o.imageUrl), { sizes: "(min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw", eager: eagerImage })}
          alt=""
          width="full"
          height="full"
          objectFit="cover"
        />
        {o.featured && (
          <Badge position="absolute" top="3" left="3" colorPalette="gold" variant="solid" gap="1">
            <Star size={12} aria-hidden />
            <FormattedMessage id="opportunities.featured" />
          </Badge>
        )}
        <IconButton
          position="absolute"
          top="2"
          right="2"
          size="sm"
          variant="solid"
          bg="bg.panel"
          color={o.savedByMe ? "brand.fg" : "fg"}
          _hover={{ bg: "bg.muted" }}
          borderRadius="full"
          aria-pressed={o.savedByMe}
          aria-label={intl.formatMessage({ id: o.savedByMe ? "opportunities.save.unsave" : "opportunities.save.save" })}
          title={intl.formatMessage({ id: o.savedByMe ? "opportunities.save.unsave" : "opportunities.save.save" })}
          loading={saving}
          onClick={onToggleSave}
        >
          {o.savedByMe ? <BookmarkCheck /> : <Bookmark />}
        </IconButton>
      </Box>
      <Card.Body gap="3" p="4">
        <Stack gap="1">
          <Heading as="h3" textStyle="md" lineClamp={2}>
            {o.title}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {o.organization}
          </Text>
        </Stack>
        <Text textStyle="sm" lineClamp={3}>
          {o.description}
        </Text>
        <Wrap gap="3" textStyle="sm" color="fg.muted">
          <CountryLabel country={o.country} />
          <SectorLabel sector={o.sector} />
          <HStack as="span" gap="1.5">
            <MapPin size={14} aria-hidden />
            {o.location || intl.formatMessage({ id: "opportunities.noLocation" })}
          </HStack>
          <HStack as="span" gap="1.5">
            <Tag size={14} aria-hidden />
            <FormattedMessage id={`opportunities.type.${o.type}`} />
          </HStack>
        </Wrap>
        <Wrap gap="3" textStyle="xs" color="fg.muted">
          <HStack as="span" gap="1.5">
            <CalendarDays size={14} aria-hidden />
            <FormattedMessage id="opportunities.deadline" values={{ date: formatDate(o.deadline, intl.locale) }} />
          </HStack>
          {budget > 0 && (
            <Text as="span">
              <FormattedMessage id="opportunities.budget" values={{ amount: formatMoney(budget, o.currency, intl.locale, { fractionDigits: 0 }) }} />
            </Text>
          )}
        </Wrap>
      </Card.Body>
      <Card.Footer p="4" pt="0">
        <Flex width="full" justify="space-between" align="center" gap="2" wrap="wrap">
          <Box>{o.myApplication && <ApplicationStatusBadge status={o.myApplication.status} />}</Box>
          {/* One button in both states (not a swap), focusable when applied (aria-disabled, not disabled):
              after the apply dialog closes, focus comes back here instead of falling to <body>. */}
          <Button
            size="sm"
            data-apply-button={o.id}
            variant={applied ? "subtle" : "solid"}
            colorPalette={applied ? "green" : "brand"}
            aria-disabled={applied || undefined}
            _disabled={{ cursor: "default" }}
            onClick={applied ? undefined : onApply}
          >
            {applied ? <CircleCheck /> : <Send />}
            <FormattedMessage id={applied ? "opportunities.apply.applied" : "opportunities.apply.button"} />
          </Button>
        </Flex>
      </Card.Footer>
    </Card.Root>
  );
}
