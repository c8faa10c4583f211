import { notFound } from "../../graphql/errors.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The database id inside a decoded global ID; anything that is not a UUID cannot exist. */
export function dbId(gid: { id: string; typename: string }): string {
  if (!UUID.test(gid.id)) throw notFound(gid.typename);
  return gid.id;
}
