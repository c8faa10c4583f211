/** Every query showing connections or their counts, refreshed after a network change. */
export const NETWORK_QUERIES = ["Network_Connections", "NetworkModal_Incoming", "ProfessionalSearchDialog_Results", "MemberDashboard_Counts", "AppShell_Counts"];
