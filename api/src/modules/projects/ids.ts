import { notFound } from "../../graphql/errors.ts";
import { isUuid } from "../../graphql/node-id.ts";

/** The database id inside a decoded global ID; anything that is not a UUID cannot exist. */
export function dbId(gid: { id: string; typename: string }): string {
  if (!isUuid(gid.id)) throw notFound(gid.typename);
  return gid.id;
}
