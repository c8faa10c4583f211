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
