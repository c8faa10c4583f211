/** Queries to refresh after a client changes (list and KPI cards). */
export const CLIENT_LIST_QUERIES = ["ClientsScreen_Clients", "ClientsScreen_Summary", "AppShell_Counts"];
