import { decodeGlobalID, encodeGlobalID } from "@pothos/plugin-relay";
import { badInput } from "./errors.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID in its usual text form (every row id is one). */
export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * The database id behind an id that is not a node's (an uploaded image's
 * Media.id, a bare UUID, is passed as imageId), also accepted as a global id
 * of that type. Node ids never come here: they are `t.arg.globalID({ for })`,
 * decoded by decodeNodeId below. Anything else is bad input, never a
 * database error.
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

/** BAD_USER_INPUT, reason INVALID_ID: an id argument that is malformed or names another type. */
export const invalidId = () => badInput("Invalid id", "INVALID_ID");

/**
 * The one decoder of id arguments: every argument or input field that takes a
 * node's id is `t.arg.globalID({ for: SomeType })` (or `t.globalID` in an
 * input type), and the relay plugin hands the value here (builder.ts,
 * `relay.decodeGlobalID`), then checks the type named inside against `for`.
 * A global id that does not wrap a UUID cannot name a row: refused as
 * INVALID_ID before any resolver runs, never a database error. The decoded
 * id is lowercased, the way PostgreSQL prints UUIDs.
 */
export function decodeNodeId(globalID: string): { typename: string; id: string } {
  try {
    const decoded = decodeGlobalID(globalID);
    if (decoded.typename && UUID.test(decoded.id)) return { typename: decoded.typename, id: decoded.id.toLowerCase() };
  } catch {
    // not base64 of "Type:id": refused below
  }
  throw invalidId();
}
