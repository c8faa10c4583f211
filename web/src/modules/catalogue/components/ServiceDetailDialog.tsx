import { Badge, Button, CloseButton, Dialog, HStack, List, Portal, SimpleGrid, Stack, Text, Wrap } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useLocale } from "../../../i18n/useLocale";
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
    <Stack gap="2">
      <Text fontWeight="semibold">
        <FormattedMessage id={titleId} />
      </Text>
      <List.Root ps="5" gap="1">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

export function ServiceDetailDialog({ service, onClose, onRequest }: Props) {
  const { locale } = useLocale();
  return (
    <Dialog.Root open={service !== null} onOpenChange={(e) => !e.open && onClose()} size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {service && (
              <>
                <Dialog.Header>
                  <HStack gap="3" color="brand.fg">
                    <ServiceIcon name={service.icon} size={26} />
                    <Dialog.Title color="fg">{localized(service.title, locale)}</Dialog.Title>
                  </HStack>
                </Dialog.Header>
                {/* the body scrolls and holds no control: focusable so the keyboard can scroll it */}
                <Dialog.Body tabIndex={0}>
                  <Stack gap="5">
                    <Text>{localized(service.description, locale)}</Text>
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                      <Section titleId="catalogue.detail.features" items={localized(service.features, locale)} />
                      <Section titleId="catalogue.detail.benefits" items={localized(service.benefits, locale)} />
                    </SimpleGrid>
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" bg="bg.muted" p="4" rounded="md">
                      <Stack gap="0">
                        <Text fontSize="sm" color="fg.muted">
                          <FormattedMessage id="catalogue.detail.investment" />
                        </Text>
                        <Text fontWeight="semibold">{localized(service.price, locale)}</Text>
                      </Stack>
                      <Stack gap="0">
                        <Text fontSize="sm" color="fg.muted">
                          <FormattedMessage id="catalogue.duration" />
                        </Text>
                        <Text fontWeight="semibold">{localized(service.duration, locale)}</Text>
                      </Stack>
                    </SimpleGrid>
                    <Stack gap="2">
                      <Text fontWeight="semibold">
                        <FormattedMessage id="catalogue.detail.countries" />
                      </Text>
                      <Wrap gap="2">
                        {service.countries.map((c) => (
                          <Badge key={c} colorPalette="brand" variant="subtle">
                            <FormattedMessage id={`common.country.${c}`} />
                          </Badge>
                        ))}
                      </Wrap>
                    </Stack>
                    <Section titleId="catalogue.detail.partners" items={service.providers} />
                    <Section titleId="catalogue.detail.requirements" items={localized(service.requirements, locale)} />
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">
                      <FormattedMessage id="common.close" />
                    </Button>
                  </Dialog.ActionTrigger>
                  <Button colorPalette="brand" onClick={() => onRequest(service)}>
                    <FormattedMessage id="catalogue.detail.requestService" />
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
