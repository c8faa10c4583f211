import { Box, Button, HStack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { offerServiceWorkerUpdate } from "./serviceWorkerUpdate";
import { FLOATING_PANEL } from "../../ui/overlay/floatingPanel";

/** "Nova versão disponível": at the bottom of every screen, over the content, until the person chooses. */
export function UpdateBanner({ onUpdate }: { onUpdate: () => void }) {
  const [updating, setUpdating] = useState(false);
  return (
    <Box role="status" position="fixed" insetX="4" bottom="4" mx="auto" maxW="md" zIndex="toast" {...FLOATING_PANEL} px="4" py="3">
      <HStack gap="3" justify="space-between" wrap="wrap">
        <Text fontWeight="medium">
          <FormattedMessage id="common.update.available" />
        </Text>
        <HStack gap="2">
          <Button size="sm" variant="ghost" onClick={() => offerServiceWorkerUpdate(null)}>
            <FormattedMessage id="common.update.later" />
          </Button>
          <Button
            size="sm"
            colorPalette="brand"
            loading={updating}
            onClick={() => {
              setUpdating(true);
              onUpdate();
            }}
          >
            <FormattedMessage id="common.update.reload" />
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
