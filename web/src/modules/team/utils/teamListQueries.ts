/** Queries to refresh after a team member changes. */
export const TEAM_QUERIES = ["TeamScreen_Staff", "TeamScreen_Directory", "TeamScreen_Summary", "TeamScreen_Performance", "AppShell_Counts"];
