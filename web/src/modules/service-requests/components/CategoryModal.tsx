import { Box, Button, CloseButton, Dialog, Link, Portal, SimpleGrid, Text } from "@chakra-ui/react";
import { ChevronRight, MessageCircle } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ServiceCategory } from "../../../gql/graphql";
import { WHATSAPP_NUMBER, whatsappHref } from "../../contact/utils/contactDetails";
import { categoryDefinition } from "../utils/serviceCategories";
import type { RequestedService } from "./ServiceRequestForm";

/**
 * One of the six category panels (spec §2.8): six options, each opening the
 * request form with that option; an urgent-help chat link; close.
 */
export function CategoryModal({
  category,
  onClose,
  onChoose,
}: {
  category: ServiceCategory | null;
  onClose: () => void;
  onChoose: (service: RequestedService) => void;
}) {
  const intl = useIntl();
  const def = category ? categoryDefinition(category) : null;
  const Icon = def?.icon;
  const categoryName = category ? intl.formatMessage({ id: `serviceRequests.category.${category}` }) : "";
  const urgentText = intl.formatMessage({ id: "serviceRequests.urgent.message" }, { category: categoryName });

  return (
    <Dialog.Root open={category !== null} onOpenChange={(d) => !d.open && onClose()} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {def && category && (
              <>
                <Dialog.Header gap="3" alignItems="center">
                  <Box bg={`${def.palette}.subtle`} color={`${def.palette}.fg`} p="2.5" borderRadius="lg" aria-hidden>
                    {Icon && <Icon size={24} />}
                  </Box>
                  <Box>
                    <Dialog.Title>{categoryName}</Dialog.Title>
                    <Text color="fg.muted" textStyle="sm">
                      <FormattedMessage id={`serviceRequests.category.${category}.description`} />
                    </Text>
                  </Box>
                </Dialog.Header>
                <Dialog.Body>
                  <Text fontWeight="medium" mb="3">
                    <FormattedMessage id="serviceRequests.category.chooseOption" />
                  </Text>
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                    {def.options.map((option) => (
                      <Button
                        key={option}
                        variant="outline"
                        justifyContent="space-between"
                        h="auto"
                        py="3"
                        whiteSpace="normal"
                        textAlign="start"
                        onClick={() => onChoose({ category, serviceType: option })}
                      >
                        <FormattedMessage id={`serviceRequests.option.${option}`} />
                        <ChevronRight aria-hidden />
                      </Button>
                    ))}
                  </SimpleGrid>
                </Dialog.Body>
                <Dialog.Footer justifyContent="space-between" flexWrap="wrap" gap="3">
                  <Link
                    href={whatsappHref(WHATSAPP_NUMBER, urgentText)}
                    target="_blank"
                    rel="noopener noreferrer"
                    color="green.fg"
                    fontWeight="semibold"
                  >
                    <MessageCircle aria-hidden size={18} />
                    <FormattedMessage id="serviceRequests.urgent.link" />
                  </Link>
                  <Button variant="subtle" onClick={onClose}>
                    <FormattedMessage id="common.close" />
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={intl.formatMessage({ id: "common.close" })} />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
