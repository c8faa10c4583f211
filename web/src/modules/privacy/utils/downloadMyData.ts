import { getAccessToken } from "../../../session/accessToken";
import { downloadBlob } from "../../../ui/files/downloadText";

type RouteError = { message: string; extensions: Record<string, unknown> };

/** A refusal of the export route; its `errors` are shaped as GraphQL's, so the one error mapping (ui/errors) words it. */
export class ExportRefused extends Error {
  readonly errors: RouteError[];
  constructor(errors: RouteError[]) {
    super(errors[0]?.message ?? "Export refused");
    this.errors = errors;
  }
}

/**
 * Fetches the signed-in person's data (POST /privacy/export with the access
 * token) and hands it to the browser as a file. A fetch and an object URL,
 * not a link: the route needs the token, which lives in memory only.
 */
export async function downloadMyData(): Promise<void> {
  const token = await getAccessToken();
  const res = await fetch("/privacy/export", { method: "POST", headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { errors?: RouteError[] } | null;
    const retryAfter = Number(res.headers.get("retry-after"));
    const errors = (body?.errors ?? [{ message: res.statusText, extensions: {} }]).map((e) => ({
      ...e,
      extensions: { ...e.extensions, ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}) },
    }));
    throw new ExportRefused(errors);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "ponte-data.zip";
  downloadBlob(await res.blob(), name);
}
