import { Box, Button, Link, SimpleGrid, Text } from "@chakra-ui/react";
import { ChevronRight, MessageCircle } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ServiceCategory } from "../../../gql/graphql";
import { WHATSAPP_NUMBER, whatsappHref } from "../../../domain/organisation";
import { categoryDefinition } from "../../../domain/serviceCategories";
import { TileButton } from "../../../ui/layout/TileButton";
import { DialogFrame } from "../../../ui/overlay/DialogFrame";
import type { RequestedService } from "./ServiceRequestForm";

/**
 * One of the six category panels (spec §2.8): six options, each opening the
 * request form with that option; an urgent-help chat link; close.
 */
export function CategoryModal({ category, onClose, onChoose }: { category: ServiceCategory | null; onClose: () => void; onChoose: (service: RequestedService) => void }) {
  const intl = useIntl();
  const def = category ? categoryDefinition(category) : null;
  const categoryName = category ? intl.formatMessage({ id: `serviceRequests.category.${category}` }) : "";
  const urgentText = intl.formatMessage({ id: "serviceRequests.urgent.message" }, { category: categoryName });

  return (
    <DialogFrame
      open={category !== null}
      onClose={onClose}
      placement="center"
      size="lg"
      title={categoryName}
      subtitle={category && <FormattedMessage id={`serviceRequests.category.${category}.description`} />}
      icon={
        def && (
          <Box bg={`${def.palette}.subtle`} color={`${def.palette}.fg`} p="2.5" borderRadius="lg" aria-hidden>
            <def.icon size={24} />
          </Box>
        )
      }
      footerProps={{ justifyContent: "space-between", flexWrap: "wrap", gap: "3" }}
      footer={
        <>
          <Link href={whatsappHref(WHATSAPP_NUMBER, urgentText)} target="_blank" rel="noopener noreferrer" color="green.fg" fontWeight="semibold">
            <MessageCircle aria-hidden size={18} />
            <FormattedMessage id="serviceRequests.urgent.link" />
          </Link>
          <Button variant="subtle" onClick={onClose}>
            <FormattedMessage id="common.close" />
          </Button>
        </>
      }
    >
      {def && category && (
        <>
          <Text fontWeight="medium" mb="3">
            <FormattedMessage id="serviceRequests.category.chooseOption" />
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            {def.options.map((option) => (
              <TileButton key={option} justifyContent="space-between" py="3" textAlign="start" onClick={() => onChoose({ category, serviceType: option })}>
                <FormattedMessage id={`serviceRequests.option.${option}`} />
                <ChevronRight aria-hidden />
              </TileButton>
            ))}
          </SimpleGrid>
        </>
      )}
    </DialogFrame>
  );
}
