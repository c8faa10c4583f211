import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { useLiveRefresh } from "./useLiveRefresh";

const COUNTS = graphql(`
  query AppShell_Counts($admin: Boolean!) {
    shellCounts {
      projects @include(if: $admin)
      clients @include(if: $admin)
      teamMembers @include(if: $admin)
      pendingTransactions @include(if: $admin)
      pendingApplications @include(if: $admin)
      pendingRequests @include(if: $admin)
      unhandledContactMessages @include(if: $admin)
      myApplications @skip(if: $admin)
      myOpenRequests @skip(if: $admin)
      myConnections @skip(if: $admin)
      myPendingConnectionRequests @skip(if: $admin)
    }
  }
`);

export type ShellCounts = {
  projects?: number;
  clients?: number;
  teamMembers?: number;
  pendingTransactions?: number;
  pendingApplications?: number;
  pendingRequests?: number;
  unhandledContactMessages?: number;
  myApplications?: number;
  myOpenRequests?: number;
  myConnections?: number;
  myPendingConnectionRequests?: number;
};

/** The sidebar's badge and footer numbers, counted by the server for the signed-in person's role, kept live by stored notifications. */
export function useShellCounts(isAdmin: boolean): ShellCounts | null {
  useLiveRefresh();
  const { data } = useQuery(COUNTS, { variables: { admin: isAdmin }, pollInterval: 60000 });
  return (data?.shellCounts as ShellCounts | undefined) ?? null;
}
