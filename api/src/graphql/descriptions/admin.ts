import type { DescriptionMap } from "./keys.ts";

const admin = "Administrators only.";
const adminOnly = "Administrators only (FORBIDDEN for members).";
const memberOwn = "The signed-in person's own figure.";

// The admin dashboard, the sidebar counters and the header search.
export const adminDescriptions: DescriptionMap = {
  AdminOverview: `The admin dashboard's stat cards and activity, counted from the data at request time. ${admin}`,
  "AdminOverview.activeOpportunities": "ACTIVE opportunities.",
  "AdminOverview.totalOpportunities": "All opportunities, whatever their status.",
  "AdminOverview.pendingApplications": "Applications waiting for a decision.",
  "AdminOverview.totalApplications": "All applications.",
  "AdminOverview.pendingRequests": "PENDING service requests.",
  "AdminOverview.totalRequests": "All service requests.",
  "AdminOverview.totalUsers": "Registered accounts (members and administrators).",
  "AdminOverview.connections": "Accepted connections between members.",
  "AdminOverview.recentActivity": "The latest applications, service requests, registrations and published opportunities, merged, newest first.",
  "AdminOverview.recentActivity(limit)": "How many items to return, 1 to 50 (outside that range: BAD_USER_INPUT, reason VALIDATION_FAILED); 8 when omitted.",
  "AdminOverview.countryActivity": "Applications and service requests for Angola, Namibia and South Africa, in that order.",
  ActivityItem: `One recent event on the platform. ${admin}`,
  "ActivityItem.kind": "What happened.",
  "ActivityItem.id": "Id (a UUID) of the application, service request, account or opportunity concerned.",
  "ActivityItem.actor": "Who acted: the applicant, the requester, the new member, or the opportunity's organisation.",
  "ActivityItem.subject": "What it was about: the opportunity's title, the service type, or the new member's sector.",
  "ActivityItem.country": "The country concerned (the opportunity's, the requester's or the member's); null when not known.",
  "ActivityItem.createdAt": "When it happened.",
  ActivityKind: "Kind of a recent event.",
  "ActivityKind.APPLICATION": "A member applied to an opportunity.",
  "ActivityKind.SERVICE_REQUEST": "A member requested a service.",
  "ActivityKind.REGISTRATION": "A person registered.",
  "ActivityKind.OPPORTUNITY": "An opportunity was published.",
  CountryActivity: `Activity counts of one country. ${admin}`,
  "CountryActivity.country": "The country.",
  "CountryActivity.applications": "Applications to opportunities located in the country.",
  "CountryActivity.requests": "Service requests from members of the country.",
  "Query.adminOverview": `The admin dashboard's stat cards and overview. ${admin}`,

  ShellCounts:
    "The numbers on the app's sidebar badges and footer, counted at request time. Signed-in members read their own figures; the organisation-wide ones are for administrators.",
  "ShellCounts.projects": `All projects. ${adminOnly}`,
  "ShellCounts.activeProjects": `ACTIVE projects. ${adminOnly}`,
  "ShellCounts.clients": `All clients. ${adminOnly}`,
  "ShellCounts.teamMembers": `All staff members. ${adminOnly}`,
  "ShellCounts.pendingTransactions": `PENDING transactions. ${adminOnly}`,
  "ShellCounts.pendingApplications": `Applications waiting for a decision. ${adminOnly}`,
  "ShellCounts.pendingRequests": `PENDING service requests. ${adminOnly}`,
  "ShellCounts.myApplications": `Applications the signed-in person has made. ${memberOwn}`,
  "ShellCounts.myOpenRequests": `The signed-in person's service requests still PENDING or PROCESSING. ${memberOwn}`,
  "ShellCounts.myConnections": `The signed-in person's accepted connections. ${memberOwn}`,
  "ShellCounts.myPendingConnectionRequests": `Connection requests waiting for the signed-in person's answer. ${memberOwn}`,
  "Query.shellCounts": "The sidebar's counters. Signed-in members only; some fields are for administrators only.",

  SearchResults:
    "Results of the header search, at most 5 per section. Members get opportunities and people; administrators also get accounts, projects and clients.",
  "SearchResults.query": "The search text as used (trimmed).",
  "SearchResults.opportunities": "Active opportunities whose title, description or organisation contains the text, newest first. Signed-in members.",
  "SearchResults.people": "Other members whose name or organisation contains the text, their connections first, then by name (public profile only). Signed-in members.",
  "SearchResults.users": `Accounts whose name, e-mail or organisation contains the text, by name. ${adminOnly}`,
  "SearchResults.projects": `Projects whose name, description or client contains the text, most recently changed first. ${adminOnly}`,
  "SearchResults.clients": `Clients whose name, e-mail or organisation contains the text, by name. ${adminOnly}`,
  SearchHit: `A project or client found by the header search. ${admin}`,
  "SearchHit.id": "Id (a UUID) of the project or client.",
  "SearchHit.title": "The project's or client's name.",
  "SearchHit.subtitle": "The project's client name, or the client's organisation.",
  "SearchHit.country": "The project's or client's country; null when not known.",
  "Query.search": "The header search over opportunities, people and, for administrators, accounts, projects and clients. Signed-in members only.",
  "Query.search(query)": "The text to look for, 2 to 100 characters after trimming (reasons TOO_SHORT, TOO_LONG); matched case- and accent-insensitively as a substring.",
};
