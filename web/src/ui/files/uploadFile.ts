/** What /graphql answers: data and/or errors (GraphQL over HTTP). */
export interface UploadResult<TData = Record<string, unknown>> {
  data?: TData | null;
  errors?: Array<{ message: string; extensions?: { code?: string; reason?: string; [key: string]: unknown } }>;
}

export interface UploadFileOptions {
  /** the GraphQL document, e.g. `mutation Wizard_UploadImage($file: File!) { uploadImage(file: $file) { id url } }` */
  mutation: string;
  variables?: Record<string, unknown>;
  file: Blob;
  /** the variable the file goes into, e.g. "file" */
  fileVariable: string;
  /** the current access token (may renew it first); null when signed out */
  getAccessToken: () => string | null | Promise<string | null>;
  /** defaults to the same-origin /graphql */
  endpoint?: string;
  /** defaults to the Blob's name when it is a File */
  fileName?: string;
  signal?: AbortSignal;
}

/**
 * Sends one file as a GraphQL multipart request (operations, map, 0) — the
 * upload path of the web app, since Apollo Client 4 has no upload link.
 * The server answers 413 (PAYLOAD_TOO_LARGE) before GraphQL runs for bodies
 * over its request limit; that comes back as an error with that code.
 */
export async function uploadFile<TData = Record<string, unknown>>(options: UploadFileOptions): Promise<UploadResult<TData>> {
  const { mutation, variables = {}, file, fileVariable } = options;
  const form = new FormData();
  form.append("operations", JSON.stringify({ query: mutation, variables: { ...variables, [fileVariable]: null } }));
  form.append("map", JSON.stringify({ 0: [`variables.${fileVariable}`] }));
  const name = options.fileName ?? (typeof File !== "undefined" && file instanceof File ? file.name : "upload");
  form.append("0", file, name);

  const headers: Record<string, string> = { "x-ponte-csrf": "1" };
  const token = await options.getAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;

  const response = await fetch(options.endpoint ?? "/graphql", {
    method: "POST",
    body: form,
    headers,
    credentials: "same-origin",
    signal: options.signal,
  });
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("json")) return (await response.json()) as UploadResult<TData>;
  return { errors: [{ message: `Upload failed (${response.status})`, extensions: { code: response.status === 413 ? "PAYLOAD_TOO_LARGE" : "NETWORK_ERROR" } }] };
}
