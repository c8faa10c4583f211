import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadFile } from "../../web/src/ui/files/uploadFile.ts";
import { createAdmin, createUser } from "../support/factories.ts";
import { opportunityInput } from "../support/opportunity-factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();

const UPLOAD = /* GraphQL */ `mutation Upload($file: File!) { uploadImage(file: $file) { id url mimeType byteSize fileName } }`;

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
// real 2×2 images (the server reads their dimensions from the header)
const JPEG = Buffer.from(
  "/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCWAAqu/9k=",
  "base64",
);
const GIF = Buffer.from("R0lGODlhAgACAIAAAExpccwzMyH5BAUAAAAALAAAAAACAAIAAAICjFMAOw==", "base64");
const WEBP = Buffer.from("UklGRjoAAABXRUJQVlA4IC4AAACQAQCdASoCAAIAAUAmJaACdLoAA5gA/u7/n/wF090Yt/+4OP+wcf9g4/dMAAAA", "base64");
const HTML = Buffer.from("<!doctype html><html><script>alert(document.cookie)</script></html>");
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const PDF = Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF");

let admin: Awaited<ReturnType<typeof createAdmin>>;
let member: Awaited<ReturnType<typeof createUser>>;
let baseUrl: string;

beforeAll(async () => {
  admin = await createAdmin(t);
  member = await createUser(t);
  baseUrl = (await t.app.start()).replace("localhost", "127.0.0.1");
});
afterAll(async () => {
  await t.app?.stop();
});

/** A GraphQL multipart request through yoga (no socket). */
async function upload(bytes: Uint8Array, name: string, declaredType: string, token?: string) {
  const form = new FormData();
  form.append("operations", JSON.stringify({ query: UPLOAD, variables: { file: null } }));
  form.append("map", JSON.stringify({ 0: ["variables.file"] }));
  form.append("0", new File([new Uint8Array(bytes)], name, { type: declaredType }));
  const res = await t.fetch("/graphql", {
    method: "POST",
    body: form,
    headers: { "x-ponte-csrf": "1", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return (await res.json()) as { data?: any; errors?: Array<{ extensions?: { code?: string; reason?: string } }> };
}

describe("uploadImage", () => {
  it.each([
    ["a PNG", PNG, "sol.png", "image/png"],
    ["a JPEG", JPEG, "praia.jpg", "image/jpeg"],
    ["a GIF", GIF, "anim.gif", "image/gif"],
    ["a WebP", WEBP, "foto.webp", "image/webp"],
  ])("stores %s with its checksum and returns its /media URL", async (_label, bytes, name, mime) => {
    const res = await upload(bytes, name, mime, admin.token);
    expect(res.errors).toBeUndefined();
    const media = res.data.uploadImage;
    expect(media).toMatchObject({ mimeType: mime, byteSize: bytes.length, fileName: name, url: `/media/${media.id}` });
    const row = await t.prisma.media.findUniqueOrThrow({ where: { id: media.id } });
    expect(row.kind).toBe("IMAGE");
    expect(row.createdById).toBe(admin.user.id);
    expect(Buffer.from(row.data).equals(bytes)).toBe(true);
  });

  it("decides the type by content: JPEG bytes named .png are stored as JPEG", async () => {
    const res = await upload(JPEG, "disfarce.png", "image/png", admin.token);
    expect(res.data.uploadImage.mimeType).toBe("image/jpeg");
  });

  it.each([
    ["HTML named .png", HTML, "evil.png", "image/png"],
    ["an SVG", SVG, "logo.svg", "image/svg+xml"],
    ["a PDF declared as an image", PDF, "doc.jpg", "image/jpeg"],
    ["plain text", Buffer.from("just text"), "note.gif", "image/gif"],
  ])("refuses %s (IMAGE_TYPE_NOT_ALLOWED)", async (_label, bytes, name, declared) => {
    const before = await t.prisma.media.count();
    const res = await upload(bytes, name, declared, admin.token);
    expect(res.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "IMAGE_TYPE_NOT_ALLOWED" });
    expect(await t.prisma.media.count()).toBe(before);
  });

  it("accepts exactly 5MB and refuses one byte more (IMAGE_TOO_LARGE)", async () => {
    const max = Buffer.alloc(5_242_880);
    PNG.copy(max);
    const ok = await upload(max, "grande.png", "image/png", admin.token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.uploadImage.byteSize).toBe(5_242_880);

    const over = Buffer.alloc(5_242_881);
    PNG.copy(over);
    const res = await upload(over, "enorme.png", "image/png", admin.token);
    expect(res.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "IMAGE_TOO_LARGE" });
  });

  it("is for administrators only", async () => {
    expect((await upload(PNG, "a.png", "image/png", member.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await upload(PNG, "a.png", "image/png")).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("works end to end through the web app's upload helper, and the image can illustrate an opportunity", async () => {
    const result = await uploadFile<{ uploadImage: { id: string; url: string } }>({
      endpoint: `${baseUrl}/graphql`,
      mutation: UPLOAD,
      file: new File([PNG], "capa.png", { type: "image/png" }),
      fileVariable: "file",
      getAccessToken: () => admin.token,
    });
    expect(result.errors).toBeUndefined();
    const { id, url } = result.data!.uploadImage;
    const created = await t.gql(
      `mutation($input: OpportunityInput!) { createOpportunity(input: $input) { imageUrl } }`,
      { input: opportunityInput({ imageId: id, imageUrl: undefined }) },
      { token: admin.token },
    );
    expect(created.errors).toBeUndefined();
    expect(new URL(created.data.createOpportunity.imageUrl).pathname).toBe(url);

    const image = await fetch(`${baseUrl}${url}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  });
});

describe("GET /media/:id", () => {
  it("serves the bytes with an ETag and a long cache, and answers 304 to If-None-Match", async () => {
    const { data } = await upload(PNG, "etag.png", "image/png", admin.token);
    const res = await fetch(`${baseUrl}/media/${data.uploadImage.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toContain("max-age=31536000");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    await res.arrayBuffer();

    const again = await fetch(`${baseUrl}/media/${data.uploadImage.id}`, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });

  it("never serves stored content as HTML or SVG, and 404s unknown ids", async () => {
    const sneaky = await t.prisma.media.create({
      data: { kind: "IMAGE", fileName: "x.html", mimeType: "text/html", byteSize: HTML.length, sha256: "0".repeat(64), data: HTML },
    });
    const res = await fetch(`${baseUrl}/media/${sneaky.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/octet-stream");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");

    const svg = await t.prisma.media.create({
      data: { kind: "IMAGE", fileName: "x.svg", mimeType: "image/svg+xml", byteSize: SVG.length, sha256: "1".repeat(64), data: SVG },
    });
    expect((await fetch(`${baseUrl}/media/${svg.id}`)).headers.get("content-type")).toBe("application/octet-stream");

    expect((await fetch(`${baseUrl}/media/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/media/..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});
