import { Badge, Box, Button, List, SimpleGrid, Stack, Text, Wrap } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useLocale } from "../../../i18n/useLocale";
import { DetailSection } from "../../../ui/overlay/DetailSection";
import { InfoDialog } from "../../../ui/overlay/InfoDialog";
import { localized } from "../utils/localized";
import { ServiceIcon } from "./ServiceIcon";
import type { CatalogueService } from "./types";

interface Props {
  service: CatalogueService | null;
  onClose: () => void;
  onRequest: (service: CatalogueService) => void;
}

function Section({ titleId, items }: { titleId: string; items: string[] }) {
  return (
    <DetailSection title={<FormattedMessage id={titleId} />}>
      <List.Root ps="5" gap="1">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
    </DetailSection>
  );
}

export function ServiceDetailDialog({ service, onClose, onRequest }: Props) {
  const { locale } = useLocale();
  return (
    <InfoDialog
      open={service !== null}
      onClose={onClose}
      placement="top"
      title={service && localized(service.title, locale)}
      icon={
        service && (
          <Box color="brand.fg">
            <ServiceIcon name={service.icon} size={26} />
          </Box>
        )
      }
      // the body scrolls and holds no control: focusable so the keyboard can scroll it
      bodyProps={{ tabIndex: 0 }}
      actions={
        service && (
          <Button colorPalette="brand" onClick={() => onRequest(service)}>
            <FormattedMessage id="catalogue.detail.requestService" />
          </Button>
        )
      }
    >
      {service && (
        <Stack gap="5">
          <Text>{localized(service.description, locale)}</Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <Section titleId="catalogue.detail.features" items={localized(service.features, locale)} />
            <Section titleId="catalogue.detail.benefits" items={localized(service.benefits, locale)} />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" bg="bg.muted" p="4" rounded="md">
            {[
              { id: "catalogue.detail.investment", value: service.price },
              { id: "catalogue.duration", value: service.duration },
            ].map(({ id, value }) => (
              <Stack key={id} gap="0">
                <Text fontSize="sm" color="fg.muted">
                  <FormattedMessage id={id} />
                </Text>
                <Text fontWeight="semibold">{localized(value, locale)}</Text>
              </Stack>
            ))}
          </SimpleGrid>
          <DetailSection title={<FormattedMessage id="catalogue.detail.countries" />}>
            <Wrap gap="2">
              {service.countries.map((c) => (
                <Badge key={c} colorPalette="brand" variant="subtle">
                  <FormattedMessage id={`common.country.${c}`} />
                </Badge>
              ))}
            </Wrap>
          </DetailSection>
          <Section titleId="catalogue.detail.partners" items={service.providers} />
          <Section titleId="catalogue.detail.requirements" items={localized(service.requirements, locale)} />
        </Stack>
      )}
    </InfoDialog>
  );
}
