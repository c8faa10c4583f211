import { Box, Card, Flex, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { Mail, Phone } from "lucide-react";
import type { MouseEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { formatMoney } from "../../../ui/format/formatMoney";
import { CountryLabel } from "../../opportunities/components/CountryLabel";
import { SectorLabel } from "../../opportunities/components/SectorLabel";
import { ClientStatusBadge } from "./ClientStatusBadge";

export interface ClientCardData {
  id: string;
  name: string;
  email: string;
  phone?: string | null;
  organization: string;
  country: string;
  sector: string;
  status: string;
  projectCount: number;
  totalValue: string;
}

/** A client or partner; the card opens the detail. */
export function ClientCard({ client, onOpen }: { client: ClientCardData; onOpen: () => void }) {
  const intl = useIntl();
  return (
    <Card.Root variant="outline" cursor="pointer" onClick={onOpen} _hover={{ shadow: "md", borderColor: "brand.emphasized" }} data-testid="client-card">
      <Card.Body gap="3">
        <Flex justify="space-between" gap="2" align="start">
          <Stack gap="0" minW="0">
            <Heading as="h3" size="md">
              <Box
                as="button"
                textAlign="start"
                onClick={(e: MouseEvent) => {
                  e.stopPropagation();
                  onOpen();
                }}
                _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
              >
                {client.name}
              </Box>
            </Heading>
            <Text fontSize="sm" color="fg.muted" truncate>
              {client.organization}
            </Text>
          </Stack>
          <ClientStatusBadge status={client.status} />
        </Flex>
        <Stack gap="1" fontSize="sm" color="fg.muted">
          <HStack gap="1.5" minW="0">
            <Mail size={14} aria-hidden />
            <Text truncate>{client.email}</Text>
          </HStack>
          {client.phone && (
            <HStack gap="1.5">
              <Phone size={14} aria-hidden />
              <Text>{client.phone}</Text>
            </HStack>
          )}
          <HStack gap="3" wrap="wrap">
            <CountryLabel country={client.country} />
            <SectorLabel sector={client.sector} />
          </HStack>
        </Stack>
        <Flex justify="space-between" borderTopWidth="1px" pt="3" fontSize="sm">
          <Text>
            <FormattedMessage id="clients.card.projects" values={{ count: client.projectCount }} />
          </Text>
          <Text fontWeight="semibold">{formatMoney(client.totalValue, "USD", intl.locale, { fractionDigits: 0 })}</Text>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
