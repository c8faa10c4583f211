import { Badge, Box, HStack, Text, VisuallyHidden } from "@chakra-ui/react";
import { Loader, Wifi, WifiOff } from "lucide-react";
import { FormattedMessage } from "react-intl";
import { useBrowserOnline } from "./useBrowserOnline";
import { useSocketConnected } from "../../apollo/useSocketConnected";

const LOOK = {
  online: { palette: "green", Icon: Wifi, label: "common.connection.online" },
  offline: { palette: "red", Icon: WifiOff, label: "common.connection.offline" },
  connecting: { palette: "gray", Icon: Loader, label: "common.connection.connecting" },
} as const;

/**
 * 'Real-Time Ativo' while the browser is online AND the live connection is
 * open, 'Desconectado' otherwise; new opportunities raise a counter that
 * clears itself after 5 seconds (the shell passes the opportunities' counter).
 */
export function ConnectionBadge({ newCount = 0 }: { newCount?: number }) {
  const browserOnline = useBrowserOnline();
  const socket = useSocketConnected();
  const count = newCount;
  const state = !browserOnline || socket === false ? "offline" : socket ? "online" : "connecting";
  const { palette, Icon, label } = LOOK[state];

  return (
    <HStack gap="2" data-state={state}>
      <Badge colorPalette={palette} variant="subtle" size="md" gap="1.5" px="2.5" py="1" borderRadius="full" role="status">
        <Box as="span" display="inline-flex" aria-hidden>
          <Icon size={14} />
        </Box>
        <FormattedMessage id={label} />
      </Badge>
      <Box aria-live="polite" aria-atomic>
        {count > 0 && (
          <Badge colorPalette="gold" variant="solid" borderRadius="full" px="2" data-testid="new-opportunity-count">
            <Text as="span" aria-hidden>
              <FormattedMessage id="common.connection.newCount" values={{ count }} />
            </Text>
            <VisuallyHidden>
              <FormattedMessage id="common.connection.newCountLabel" values={{ count }} />
            </VisuallyHidden>
          </Badge>
        )}
      </Box>
    </HStack>
  );
}
