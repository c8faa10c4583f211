import type { DescriptionMap } from "./keys.ts";
import { connection } from "./relay.ts";

export const applicationsDescriptions: DescriptionMap = {
  Application:
    "A member's application to an opportunity. Visible only to the member who applied and to administrators (others get FORBIDDEN, or NOT_FOUND through `application(id)`).",
  "Application.id": "Opaque global id of the application.",
  "Application.status": "Where the application stands: PENDING until an administrator approves or rejects it.",
  "Application.message": "The applicant's message (at most 5,000 characters); a standard Portuguese text when the member wrote none.",
  "Application.createdAt": "When the member applied.",
  "Application.updatedAt": "When the application last changed.",
  "Application.decidedAt": "When it was approved or rejected; null while PENDING.",
  "Application.opportunity": "The opportunity applied to.",
  "Application.applicant": "The member who applied.",
  "Application.decidedBy":
    "Administrator who approved or rejected it. Administrators only: null for the applicant, and null while PENDING or when that account was deleted.",
  "Application.history": "Every status the application has had, oldest first (PENDING when applied, then the decision).",

  ApplicationEvent: "One step of an application's history. Visible with its application (the applicant and administrators).",
  "ApplicationEvent.status": "The status the application took at this step.",
  "ApplicationEvent.createdAt": "When the step happened.",
  "ApplicationEvent.actor": "Who took the step. Shown to administrators, and to the applicant for their own steps; null otherwise, and when that account was deleted.",

  ApplicationStatus: "Where an application stands.",
  "ApplicationStatus.PENDING": "Sent, waiting for an administrator's decision.",
  "ApplicationStatus.APPROVED": "Approved by an administrator.",
  "ApplicationStatus.REJECTED": "Rejected by an administrator.",
  ApplicationDecision: "An administrator's decision on a pending application.",
  "ApplicationDecision.APPROVED": "Approve the application.",
  "ApplicationDecision.REJECTED": "Reject the application.",

  ApplicationFilter: "Narrows the administrators' list of applications. Every field given must match (AND).",
  "ApplicationFilter.status": "Only applications with this status.",
  "ApplicationFilter.opportunityId": "Only applications to this opportunity (global id; a malformed id fails with INVALID_ID).",
  "ApplicationFilter.search":
    "Free text (at most 200 characters), matched case- and accent-insensitively as a substring of the applicant's name or e-mail or the opportunity's title.",

  ApplicationStats: "Application counts by status, over all applications. Administrators only.",
  "ApplicationStats.total": "All applications.",
  "ApplicationStats.pending": "Applications waiting for a decision.",
  "ApplicationStats.approved": "Approved applications.",
  "ApplicationStats.rejected": "Rejected applications.",

  ApplicationUpdate: "A status change of one of the signed-in member's own applications.",
  "ApplicationUpdate.application": "The application as it is now.",
  "ApplicationUpdate.previousStatus": "Status before the change; null when the application was just created.",
  "ApplicationUpdate.status": "Status after the change.",

  "Query.myApplications": "The signed-in member's own applications, newest first. Signed-in members only.",
  ...connection("Query.myApplications", {
    node: "application",
    access: "The signed-in member's own applications only.",
    order: "Newest first unless `orderBy` says otherwise.",
    totalCount: "Number of the member's applications, across all pages.",
  }),
  "Query.applications": "All applications with their opportunity and applicant, newest first. Administrators only.",
  "Query.applications(filter)": "Narrows the list; omit for every application.",
  "Query.applications(orderBy)": "The order of the list; newest first when omitted.",
  "Query.myApplications(orderBy)": "The order of the list; newest first when omitted.",
  ...connection("Query.applications", {
    node: "application",
    access: "Administrators only.",
    order: "Newest first unless `orderBy` says otherwise.",
    totalCount: "Number of applications that match the filter, across all pages.",
  }),
  "Query.application":
    "One application, for its applicant or an administrator. Fails with NOT_FOUND for anyone else or an unknown id, so it is never null in practice. Signed-in members only.",
  "Query.application(id)": "Global id of the application.",
  "Query.applicationStats": "Application counts by status. Administrators only.",

  "Mutation.applyToOpportunity":
    "Applies the signed-in member to an active opportunity, once per opportunity. Fails with NOT_FOUND (unknown opportunity), CONFLICT OPPORTUNITY_NOT_ACTIVE (paused or closed), CONFLICT OPPORTUNITY_CLOSED (its deadline day has ended in its country's time zone, even before it is marked EXPIRED) or CONFLICT ALREADY_APPLIED.",
  "Mutation.applyToOpportunity(opportunityId)": "Global id of the opportunity.",
  "Mutation.applyToOpportunity(message)": "Message to the organisers, at most 5,000 characters; omitted or blank stores a standard text.",
  "Mutation.decideApplication":
    "Approves or rejects a pending application, records it in the history and notifies the applicant. Administrators only. Fails with NOT_FOUND or CONFLICT APPLICATION_NOT_PENDING (already decided).",
  "Mutation.decideApplication(id)": "Global id of the application.",
  "Mutation.decideApplication(decision)": "Approve or reject.",

  "Subscription.myApplicationUpdates": "Status changes of the signed-in member's own applications, as they happen. Signed-in members only.",
};
