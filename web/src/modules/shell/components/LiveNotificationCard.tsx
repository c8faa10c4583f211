import { Box, CloseButton, HStack, Stack, Text } from "@chakra-ui/react";
import { CircleCheck, CircleX, Clock, Sparkles } from "lucide-react";
import { FormattedMessage, FormattedTime, useIntl } from "react-intl";
import type { LiveNotification } from "../utils/createLiveNotificationStore";
import { FLOATING_PANEL } from "../../../ui/overlay/floatingPanel";
import { TextLink } from "../../../ui/layout/TextLink";

function look(n: LiveNotification) {
  if (n.kind === "opportunity") return { Icon: Sparkles, palette: "gold", text: "shell.live.opportunityText" };
  if (n.status === "APPROVED") return { Icon: CircleCheck, palette: "green", text: "shell.live.approved" };
  if (n.status === "REJECTED") return { Icon: CircleX, palette: "red", text: "shell.live.rejected" };
  return { Icon: Clock, palette: "yellow", text: "shell.live.reviewed" };
}

interface Props {
  notification: LiveNotification;
  onDismiss: () => void;
}

/** One pop-up: what happened, when (hour:minute), a link to it, and a close button. */
export function LiveNotificationCard({ notification: n, onDismiss }: Props) {
  const intl = useIntl();
  const { Icon, palette, text } = look(n);
  const country = n.kind === "opportunity" ? intl.formatMessage({ id: `common.country.${n.country}` }) : "";
  return (
    <Box
      role="article"
      {...FLOATING_PANEL}
      borderLeftWidth="4px"
      borderLeftColor={`${palette}.solid`}
      p="3"
      width={{ base: "full", sm: "sm" }}
      pointerEvents="auto"
      data-kind={n.kind}
    >
      <HStack align="flex-start" gap="3">
        <Box color={`${palette}.fg`} mt="0.5" aria-hidden>
          <Icon size={20} />
        </Box>
        <Stack gap="1" flex="1" minW="0">
          <HStack justify="space-between" gap="2">
            <Text fontWeight="semibold" textStyle="sm">
              <FormattedMessage id={n.kind === "opportunity" ? "shell.live.opportunityTitle" : "shell.live.applicationTitle"} />
            </Text>
            <Text textStyle="xs" color="fg.muted" flexShrink={0}>
              <FormattedTime value={n.at} hour="2-digit" minute="2-digit" />
            </Text>
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            <FormattedMessage id={text} values={{ title: n.title, country }} />
          </Text>
          <TextLink
            to={n.kind === "opportunity" ? "/app?tab=opportunities" : "/app?tab=applications"}
            onClick={onDismiss}
            textStyle="sm"
            color="brand.fg"
            fontWeight="medium"
            alignSelf="flex-start"
          >
            <FormattedMessage id="shell.live.view" />
          </TextLink>
        </Stack>
        <CloseButton size="2xs" aria-label={intl.formatMessage({ id: "shell.live.dismiss" })} onClick={onDismiss} />
      </HStack>
    </Box>
  );
}
