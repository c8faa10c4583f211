import { Stack } from "@chakra-ui/react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useIntl } from "react-intl";
import { FeedbackToaster } from "../../../ui/feedback/FeedbackToaster";
import { useSession } from "../../../session/useSession";
import { useMyApplicationUpdates } from "../../applications/hooks/useMyApplicationUpdates";
import { useOpportunityEvents } from "../../opportunities/hooks/useOpportunityEvents";
import { createLiveNotificationStore } from "../utils/createLiveNotificationStore";
import { REALTIME_LIMITS } from "../../../ui/feedback/realtimeLimits";
import { LiveNotificationCard } from "./LiveNotificationCard";

/**
 * Pop-ups for new opportunities (gone after 8 s) and for status changes of
 * the member's own applications (gone after 10 s), at most 5 at a time.
 * Only for a signed-in person who keeps notifications on; also hosts the
 * toasts that confirm the user's own actions.
 */
export function LiveNotifications() {
  const intl = useIntl();
  const { status, user } = useSession();
  const listening = status === "authenticated" && user !== null && user.notificationsEnabled;
  const [store] = useState(() => createLiveNotificationStore(REALTIME_LIMITS.notificationCap));
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => () => store.dispose(), [store]);

  useOpportunityEvents(
    (event) => {
      if (event.op !== "INSERT" || !event.opportunity) return;
      store.push(
        { kind: "opportunity", opportunityId: event.id, title: event.opportunity.title, country: event.opportunity.country },
        REALTIME_LIMITS.opportunityNotificationMs,
      );
    },
    { skip: !listening },
  );
  useMyApplicationUpdates(
    (update) => {
      if (update.previousStatus === update.status) return;
      store.push(
        { kind: "application", applicationId: update.application.id, title: update.application.opportunity.title, status: update.status },
        REALTIME_LIMITS.applicationNotificationMs,
      );
    },
    { skip: !listening },
  );

  return (
    <>
      <Stack
        as="section"
        aria-label={intl.formatMessage({ id: "shell.live.region" })}
        aria-live="polite"
        position="fixed"
        top={{ base: "16", md: "20" }}
        insetEnd="4"
        insetStart={{ base: "4", sm: "auto" }}
        zIndex="toast"
        gap="2"
        pointerEvents="none"
        align="flex-end"
      >
        {items.map((n) => (
          <LiveNotificationCard key={n.id} notification={n} onDismiss={() => store.dismiss(n.id)} />
        ))}
      </Stack>
      <FeedbackToaster />
    </>
  );
}
