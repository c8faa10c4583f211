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
  /**
   * Called as the body goes out (bytes sent, bytes in all). Given, the
   * request goes through XMLHttpRequest, whose upload events fetch lacks;
   * the answer is read the same way.
   */
  onProgress?: (progress: UploadProgress) => void;
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** What the server said, as the status, its content type and its body. */
interface RawAnswer {
  status: number;
  type: string;
  text: () => Promise<string>;
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

  const endpoint = options.endpoint ?? "/graphql";
  const answer =
    options.onProgress && typeof XMLHttpRequest !== "undefined"
      ? await sendWithProgress(endpoint, form, headers, options.onProgress, options.signal)
      : await sendWithFetch(endpoint, form, headers, options.signal);
  if (answer.type.includes("json")) return JSON.parse(await answer.text()) as UploadResult<TData>;
  return { errors: [{ message: `Upload failed (${answer.status})`, extensions: { code: answer.status === 413 ? "PAYLOAD_TOO_LARGE" : "NETWORK_ERROR" } }] };
}

async function sendWithFetch(endpoint: string, body: FormData, headers: Record<string, string>, signal?: AbortSignal): Promise<RawAnswer> {
  const response = await fetch(endpoint, { method: "POST", body, headers, credentials: "same-origin", signal });
  return { status: response.status, type: response.headers.get("content-type") ?? "", text: () => response.text() };
}

/**
 * The same POST through XMLHttpRequest, reporting upload progress. A network
 * failure rejects with a TypeError and an abort with an AbortError, as fetch does.
 */
function sendWithProgress(
  endpoint: string,
  body: FormData,
  headers: Record<string, string>,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException("The upload was cancelled", "AbortError");
    if (signal?.aborted) return reject(aborted());
    const xhr = new XMLHttpRequest();
    xhr.open("POST", endpoint);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress({ loaded: e.loaded, total: e.total });
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const done = () => signal?.removeEventListener("abort", onAbort);
    xhr.onload = () => {
      done();
      const text = xhr.responseText;
      resolve({ status: xhr.status, type: xhr.getResponseHeader("content-type") ?? "", text: async () => text });
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError("Network error during upload"));
    };
    xhr.onabort = () => {
      done();
      reject(aborted());
    };
    xhr.send(body);
  });
}
