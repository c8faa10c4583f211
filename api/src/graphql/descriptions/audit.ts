import type { DescriptionMap } from "./keys.ts";
import { connection } from "./relay.ts";

const admin = "Administrators only (FORBIDDEN for members).";

// The audit log of administrators' writes (api/src/modules/audit).
export const auditDescriptions: DescriptionMap = {
  AuditLogEntry: `One write made by an administrator (or by the server on configuration), recorded in the same transaction as the write. ${admin}`,
  "AuditLogEntry.id": "Opaque global id of the entry.",
  "AuditLogEntry.actor": "The administrator who acted; null when the server acted (e.g. a role from ADMIN_EMAILS) or the account was deleted since.",
  "AuditLogEntry.action": "What was done, as a stable code such as `client.create` or `opportunity.status`.",
  "AuditLogEntry.entity": "The kind of record acted on, e.g. `Client`, `Opportunity`, `StaffMember`.",
  "AuditLogEntry.entityId": "Database id (a UUID) of the record acted on; null when the action names none.",
  "AuditLogEntry.entityNodeId":
    "Global id of the record acted on when its kind is a node type of this schema (e.g. Client, Project, StaffMember), for a link to it; null otherwise.",
  "AuditLogEntry.data": "Details of the change as the action recorded them (e.g. the new status); null when none.",
  "AuditLogEntry.createdAt": "When the action was recorded.",

  AuditLogFilter: "Narrows the audit log; every given condition must hold.",
  "AuditLogFilter.actorId": "Only this administrator's actions (global id of a User).",
  "AuditLogFilter.action": "Only this action code (exact, at most 100 characters), e.g. `client.create`.",
  "AuditLogFilter.entity": "Only this kind of record (exact, at most 100 characters), e.g. `Client`.",
  "AuditLogFilter.from": "Only entries recorded at or after this instant.",
  "AuditLogFilter.to": "Only entries recorded at or before this instant; not before `from` (BAD_USER_INPUT, reason END_BEFORE_START).",
  "AuditLogFilter.text":
    "Free text, at most 200 characters: entries whose action, entity, entity id, data or actor's name or e-mail contain it, ignoring case and accents.",

  AuditLogFacets: `The values the audit log's filters can take: what the log holds today. ${admin}`,
  "AuditLogFacets.actions": "Every action code in the log, alphabetically.",
  "AuditLogFacets.entities": "Every kind of record in the log, alphabetically.",
  "AuditLogFacets.actors": "Every administrator with an entry in the log (accounts still existing), by name.",

  "Query.auditLog": `The audit log of administrators' writes, newest first. ${admin}`,
  "Query.auditLog(filter)": "Narrows the list; omit for every entry.",
  "Query.auditLog(orderBy)": "The order of the list; newest first when omitted.",
  ...connection("Query.auditLog", {
    node: "audit log entry",
    access: admin,
    order: "Newest first (createdAt descending) unless `orderBy` says otherwise.",
    totalCount: "Number of entries that match the filter, across all pages.",
  }),
  "Query.auditLogFacets": `The actions, kinds of record and administrators found in the audit log, to fill its filters. ${admin}`,
  "Query.auditLogCsv": `The audit log entries that match the filter, newest first, as CSV text (headings in the chosen language) for download. Cells a spreadsheet could run as a formula start with an apostrophe. ${admin}`,
  "Query.auditLogCsv(filter)": "Narrows the file as it narrows Query.auditLog; omit for every entry.",
  "Query.auditLogCsv(language)":
    "The reader's language: pt writes ';' between cells, a decimal comma, dd/mm/aaaa dates and Portuguese headings and labels; en writes ',', '.', yyyy-mm-dd dates and English. pt when omitted.",
};
