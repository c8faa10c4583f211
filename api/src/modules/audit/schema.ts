import "./audit-entry.ts";
import "./audit-log.ts";
import "./audit-csv.ts";
