import { useApolloClient, useSubscription } from "@apollo/client/react";
import { useRef } from "react";
import { graphql } from "../../../gql";
import { useSerialRefetch } from "../../../apollo/useSerialRefetch";

const ADDED = graphql(`
  subscription UseLiveRefresh_NotificationAdded {
    notificationAdded {
      id
      type
    }
  }
`);

/**
 * The screens a stored notification changes, by the operation names of their
 * queries: an administrator's lists, tab badges and stat cards for what a
 * member sent, a member's own lists for a decision on theirs. The sidebar
 * counts and the bell follow every kind (EVERY_KIND).
 */
export const AFFECTED_BY: Record<string, readonly string[]> = {
  APPLICATION: ["AdminApplicationsTab_List", "AdminApplicationsTab_Stats", "AdminDashboard_Overview", "MemberApplicationsTab_List", "MemberDashboard_Counts"],
  SERVICE_REQUEST: ["AdminRequestsTab_List", "AdminDashboard_Overview", "MyServiceRequests_List", "MemberDashboard_Counts"],
  CONTACT_MESSAGE: ["AdminDashboard_Overview", "ContactInboxScreen_Messages"],
  CONNECTION: ["MemberDashboard_Counts"],
};

/** Fetched again on any notification: the sidebar's counts and the bell's list and unread count. */
export const EVERY_KIND: readonly string[] = ["AppShell_Counts", "NotificationsMenu_List"];

/**
 * Keeps counts and lists live through the realtime path every person has (the
 * `notificationAdded` subscription): on each notification, the active queries
 * it affects are fetched again. Mounted once, with the shell's counts; the
 * only `notificationAdded` subscription the app opens (the bell has none of
 * its own: one socket operation per person, not one per reader).
 */
export function useLiveRefresh(): void {
  const client = useApolloClient();
  const names = useRef(new Set<string>());
  const refetch = useSerialRefetch(() => {
    const now = names.current;
    names.current = new Set();
    return client.refetchQueries({ include: "active", onQueryUpdated: (query) => Boolean(query.queryName && now.has(query.queryName)) });
  });
  useSubscription(ADDED, {
    onData: ({ data }) => {
      const type = data.data?.notificationAdded.type;
      if (!type) return;
      for (const name of [...EVERY_KIND, ...(AFFECTED_BY[type] ?? [])]) names.current.add(name);
      refetch();
    },
  });
}
