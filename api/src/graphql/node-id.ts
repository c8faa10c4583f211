import { decodeGlobalID, encodeGlobalID } from "@pothos/plugin-relay";
import { badInput } from "./errors.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID in its usual text form (every row id is one). */
export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * The database id behind an `ID!` argument: the node's global id (what every
 * query returns) or the raw UUID (what realtime payloads and notification
 * data may carry). Anything else is bad input, never a database error.
 */
export function parseNodeId(value: string, typename: string, field = "id"): string {
  if (UUID.test(value)) return value.toLowerCase();
  try {
    const decoded = decodeGlobalID(value);
    if (decoded.typename === typename && UUID.test(decoded.id)) return decoded.id.toLowerCase();
  } catch {
    // fall through to the error below
  }
  throw badInput(`Invalid ${typename} id`, "INVALID_ID", [{ field, reason: "INVALID_ID" }]);
}

export const nodeId = (typename: string, id: string) => encodeGlobalID(typename, id);
