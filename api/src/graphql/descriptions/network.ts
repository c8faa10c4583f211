import type { DescriptionMap } from "./keys.ts";
import { connection } from "./relay.ts";

const member = "Signed-in members only.";

// Members' professional network: public profiles, connection requests and connections.
export const networkDescriptions: DescriptionMap = {
  PublicProfile: "What one member may see of another: name, photo, sector, country and organisation (never e-mail or preferences). Signed-in members only.",
  "PublicProfile.id": "Opaque global id of the person's account (the same id as `User.id`).",
  "PublicProfile.fullName": "The person's full name.",
  "PublicProfile.avatarUrl": "Path or URL of the person's photo; null when they have none.",
  "PublicProfile.sector": "Sector the person works in.",
  "PublicProfile.country": "Country the person is based in.",
  "PublicProfile.organization": "Organisation the person works for; null when none was given.",
  "PublicProfile.connectionState": "The connection between the signed-in member and this person (declined requests count as none).",
  Connection: "A connection, or a request to connect, between two people. Readable only by the two of them and by administrators.",
  "Connection.id": "Opaque global id of the connection.",
  "Connection.status": "Whether the request is pending, accepted or declined.",
  "Connection.createdAt": "When the request was sent.",
  "Connection.respondedAt": "When the addressee accepted or declined; null while pending.",
  "Connection.direction": "Whether the signed-in member received (INCOMING) or sent (OUTGOING) the request.",
  "Connection.person": "The other person's public profile.",
  ConnectionStatus: "State of a connection request.",
  "ConnectionStatus.PENDING": "Sent, waiting for the addressee's answer.",
  "ConnectionStatus.ACCEPTED": "Accepted: the two people are connected.",
  "ConnectionStatus.DECLINED": "Declined by the addressee.",
  ConnectionDirection: "Who sent a connection request, seen from the signed-in member.",
  "ConnectionDirection.INCOMING": "The other person sent it to the signed-in member.",
  "ConnectionDirection.OUTGOING": "The signed-in member sent it.",
  ConnectionState: "The connection between the signed-in member and another person.",
  ConnectionStats: "Counts for the network tab. The signed-in member's own connections only.",
  "ConnectionStats.total": "Accepted connections.",
  "ConnectionStats.pendingIncoming": "Requests waiting for the signed-in member's answer.",
  "ConnectionStats.byCountry": "Accepted connections by the other person's country; Angola, Namibia and South Africa are always listed (zero included).",
  ConnectionCountryCount: "A number of connections in one country.",
  "ConnectionCountryCount.country": "The other people's country.",
  "ConnectionCountryCount.count": "Accepted connections with people in that country.",
  ProfessionalFilter: "Narrows the search for professionals. Every field given must match (AND).",
  "ProfessionalFilter.search": "Part of the person's name (at most 100 characters), matched case- and accent-insensitively.",
  "ProfessionalFilter.sector": "Only people of this sector.",
  "ProfessionalFilter.country": "Only people in this country.",
  "ProfessionalFilter.organization": "Part of the organisation's name (at most 100 characters), matched case- and accent-insensitively.",

  "Query.myConnections": `The signed-in member's connections with the given status, newest first. ${member}`,
  "Query.myConnections(status)": "Which connections to list; ACCEPTED when omitted.",
  ...connection("Query.myConnections", {
    node: "connection",
    access: "The signed-in member's own connections only.",
    order: "Newest first.",
    totalCount: "Number of the member's connections with that status, sent or received.",
  }),
  "Query.incomingConnectionRequests": `Requests other people sent to the signed-in member that await an answer, newest first. ${member}`,
  ...connection("Query.incomingConnectionRequests", {
    node: "connection request",
    access: "The signed-in member's own requests only.",
    order: "Newest first.",
    totalCount: "Number of pending requests waiting for the member's answer.",
  }),
  "Query.connectionStats": `Counts for the network tab: accepted connections in total and per country, and pending requests. ${member}`,
  "Query.searchProfessionals": `Other members (never the signed-in member, never administrators) the signed-in member can connect with, by name (A to Z). ${member}`,
  "Query.searchProfessionals(filter)": "Narrows the search; omit for every member.",
  ...connection("Query.searchProfessionals", {
    node: "public profile",
    access: member,
    order: "By name (A to Z).",
    totalCount: "Number of members that match the filter, across all pages.",
  }),
  "Mutation.sendConnectionRequest":
    "Asks another member to connect; if that person had already asked, this accepts their request instead. Fails with BAD_USER_INPUT (SELF_CONNECTION), NOT_FOUND (unknown person or an administrator), CONFLICT (ALREADY_CONNECTED, REQUEST_PENDING, CONCURRENT_CHANGE).",
  "Mutation.sendConnectionRequest(userId)": "Global id of the person (`PublicProfile.id` or `User.id`).",
  "Mutation.respondToConnection":
    "The addressee accepts or declines a pending request (the requester is notified of an acceptance). Fails with NOT_FOUND, or CONFLICT (reason ALREADY_ANSWERED).",
  "Mutation.respondToConnection(id)": "Global id of the connection request.",
  "Mutation.respondToConnection(accept)": "True to accept, false to decline.",
  "Mutation.removeConnection":
    "Either person ends a connection, or withdraws a pending request; returns the removed id. Fails with NOT_FOUND when the signed-in member is not one of the two.",
  "Mutation.removeConnection(id)": "Global id of the connection.",
};
