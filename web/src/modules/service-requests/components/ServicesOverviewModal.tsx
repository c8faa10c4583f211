import { Box, HStack, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Building2, Mail, Phone } from "lucide-react";
import { FormattedMessage } from "react-intl";
import { telHref } from "../../../domain/organisation";
import { TileButton } from "../../../ui/layout/TileButton";
import { InfoDialog } from "../../../ui/overlay/InfoDialog";
import { HEAD_OFFICE } from "../utils/headOffice";
import { OVERVIEW_SERVICES, categoryDefinition } from "../../../domain/serviceCategories";
import type { RequestedService } from "./ServiceRequestForm";

/** The services overview (spec §2.8): portal blurb, six requestable services, head office and social links. */
export function ServicesOverviewModal({ open, onClose, onChoose }: { open: boolean; onClose: () => void; onChoose: (service: RequestedService) => void }) {
  return (
    <InfoDialog open={open} onClose={onClose} title={<FormattedMessage id="serviceRequests.overview.title" />}>
      <Stack gap="5">
        <Text color="fg.muted">
          <FormattedMessage id="serviceRequests.overview.blurb" />
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {OVERVIEW_SERVICES.map(({ category, option }) => {
            const { icon: Icon, palette } = categoryDefinition(category);
            return (
              <TileButton key={option} justifyContent="flex-start" py="3" onClick={() => onChoose({ category, serviceType: option })}>
                <Box color={`${palette}.fg`} aria-hidden>
                  <Icon />
                </Box>
                <FormattedMessage id={`serviceRequests.option.${option}`} />
              </TileButton>
            );
          })}
        </SimpleGrid>
        <Box borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle">
          <HStack mb="2" gap="2">
            <Building2 aria-hidden size={18} />
            <Text fontWeight="semibold">
              <FormattedMessage id="serviceRequests.overview.headOffice" />
            </Text>
          </HStack>
          <Stack gap="1" textStyle="sm">
            <Text>
              <FormattedMessage id="serviceRequests.overview.address" />
            </Text>
            <Link href={`mailto:${HEAD_OFFICE.email}`}>
              <Mail aria-hidden size={14} /> {HEAD_OFFICE.email}
            </Link>
            <Link href={telHref(HEAD_OFFICE.phone)}>
              <Phone aria-hidden size={14} /> {HEAD_OFFICE.phone}
            </Link>
          </Stack>
          <HStack mt="3" gap="3" wrap="wrap">
            {HEAD_OFFICE.social.map((s) => (
              <Link key={s.id} href={s.href} target="_blank" rel="noopener noreferrer" textStyle="sm" fontWeight="medium" color="brand.fg">
                {s.label}
              </Link>
            ))}
          </HStack>
        </Box>
      </Stack>
    </InfoDialog>
  );
}
