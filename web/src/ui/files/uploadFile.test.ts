import { afterEach, describe, expect, it, vi } from "vitest";
import { uploadFile } from "./uploadFile";

const MUTATION = "mutation Wizard_UploadImage($file: File!) { uploadImage(file: $file) { id url } }";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("uploadFile", () => {
  it("posts a multipart request with the file mapped into the variable, the token and the CSRF header", async () => {
    const fetchMock = stubFetch(
      new Response(JSON.stringify({ data: { uploadImage: { id: "m1", url: "/media/m1" } } }), { headers: { "content-type": "application/json" } }),
    );
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "sol.png", { type: "image/png" });

    const result = await uploadFile({ mutation: MUTATION, variables: { note: "x" }, file, fileVariable: "file", getAccessToken: async () => "tok" });

    expect(result.data).toEqual({ uploadImage: { id: "m1", url: "/media/m1" } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/graphql");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "x-ponte-csrf": "1", authorization: "Bearer tok" });
    const form = init.body as FormData;
    expect(JSON.parse(form.get("operations") as string)).toEqual({ query: MUTATION, variables: { note: "x", file: null } });
    expect(JSON.parse(form.get("map") as string)).toEqual({ 0: ["variables.file"] });
    const part = form.get("0") as File;
    expect(part.name).toBe("sol.png");
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  });

  it("sends no authorization header when signed out, and passes GraphQL errors through", async () => {
    const fetchMock = stubFetch(
      new Response(JSON.stringify({ errors: [{ message: "Sign-in required", extensions: { code: "UNAUTHENTICATED" } }] }), {
        headers: { "content-type": "application/graphql-response+json" },
      }),
    );
    const result = await uploadFile({ mutation: MUTATION, file: new Blob(["x"]), fileVariable: "file", getAccessToken: () => null });
    expect(fetchMock.mock.calls[0][1].headers).toEqual({ "x-ponte-csrf": "1" });
    expect(result.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("reports a body the server refused as too large before GraphQL ran", async () => {
    stubFetch(new Response("Request too large", { status: 413, headers: { "content-type": "text/plain" } }));
    const result = await uploadFile({ mutation: MUTATION, file: new Blob(["x"]), fileVariable: "file", getAccessToken: () => "t" });
    expect(result.errors?.[0].extensions?.code).toBe("PAYLOAD_TOO_LARGE");
  });
});

/** Enough of XMLHttpRequest to drive the upload path: upload progress, then an answer, an error or an abort. */
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = "";
  headers: Record<string, string> = {};
  method = "";
  url = "";
  body: FormData | null = null;
  aborted = false;
  private responseType = "";
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name === "content-type" ? this.responseType : null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  respond(status: number, type: string, text: string) {
    this.status = status;
    this.responseType = type;
    this.responseText = text;
    this.onload?.();
  }
}

describe("uploadFile with onProgress (XMLHttpRequest)", () => {
  const file = new File([new Uint8Array(1000)], "foto.webp", { type: "image/webp" });

  it("reports the bytes sent and reads the GraphQL answer, with the same multipart body and headers", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const fetchMock = stubFetch(new Response("{}"));
    const seen: Array<[number, number]> = [];
    const pending = uploadFile<{ uploadImage: { id: string } }>({
      mutation: MUTATION,
      file,
      fileVariable: "file",
      getAccessToken: () => "tok",
      onProgress: (p) => seen.push([p.loaded, p.total]),
    });
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(["POST", "/graphql"]);
    expect(xhr.headers).toEqual({ "x-ponte-csrf": "1", authorization: "Bearer tok" });
    expect(JSON.parse(xhr.body!.get("map") as string)).toEqual({ 0: ["variables.file"] });
    expect((xhr.body!.get("0") as File).name).toBe("foto.webp");

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 250, total: 1200 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1200, total: 1200 });
    xhr.respond(200, "application/graphql-response+json", JSON.stringify({ data: { uploadImage: { id: "m9" } } }));

    expect((await pending).data).toEqual({ uploadImage: { id: "m9" } });
    expect(seen).toEqual([
      [250, 1200],
      [1200, 1200],
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("turns a 413 into PAYLOAD_TOO_LARGE, a network failure into a TypeError, and a cancel into an AbortError", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const options = { mutation: MUTATION, file, fileVariable: "file", getAccessToken: () => null, onProgress: () => {} };

    const big = uploadFile(options);
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
    FakeXhr.last.respond(413, "text/plain", "Request too large");
    expect((await big).errors?.[0].extensions?.code).toBe("PAYLOAD_TOO_LARGE");

    FakeXhr.last = undefined as unknown as FakeXhr;
    const offline = uploadFile(options);
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
    FakeXhr.last.onerror?.();
    await expect(offline).rejects.toBeInstanceOf(TypeError);

    FakeXhr.last = undefined as unknown as FakeXhr;
    const controller = new AbortController();
    const cancelled = uploadFile({ ...options, signal: controller.signal });
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: "AbortError" });
    expect(FakeXhr.last.aborted).toBe(true);
  });

  it("uses fetch when no progress is asked for", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    FakeXhr.last = undefined as unknown as FakeXhr;
    const fetchMock = stubFetch(new Response(JSON.stringify({ data: {} }), { headers: { "content-type": "application/json" } }));
    await uploadFile({ mutation: MUTATION, file, fileVariable: "file", getAccessToken: () => null });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(FakeXhr.last).toBeUndefined();
  });
});
