import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedDocumentUrl } from "../../api/src/infra/media/serve-media.ts";
import { createAdmin, createUser } from "../support/factories.ts";
import { createProject, gid } from "../support/management-factories.ts";
import { useTestApp } from "../support/test-app.ts";

// Project documents are private: GET /media/:id serves them only through a
// short-lived link signed by the API; opportunity images stay public.
const t = useTestApp();
let base: string;
let admin: string;
let member: string;
let docId: string;
let otherDocId: string;
let imageId: string;

const PDF = "%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n";
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

async function storeMedia(kind: "IMAGE" | "DOCUMENT", fileName: string, mimeType: string, bytes: Uint8Array<ArrayBuffer>) {
  const row = await t.prisma.media.create({
    data: { kind, fileName, mimeType, byteSize: bytes.length, sha256: crypto.createHash("sha256").update(bytes).digest("hex"), data: bytes },
  });
  return row.id;
}

beforeAll(async () => {
  admin = (await createAdmin(t)).token;
  member = (await createUser(t)).token;
  const project = await createProject(t);
  docId = await storeMedia("DOCUMENT", "contrato confidencial.pdf", "application/pdf", Buffer.from(PDF));
  otherDocId = await storeMedia("DOCUMENT", "salarios.pdf", "application/pdf", Buffer.from(`${PDF}other`));
  await t.prisma.projectDocument.create({ data: { projectId: project.id, mediaId: docId, name: "contrato confidencial.pdf" } });
  imageId = await storeMedia("IMAGE", "capa.png", "image/png", PNG);
  const server = t.app.server.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void t.app.server.close());

const DOCS = `query($id: ID!) { project(id: $id) { documents { url } } }`;

describe("GET /media/:id for documents", () => {
  it("refuses a document without a signature, even to a signed-in administrator", async () => {
    const res = await fetch(`${base}/media/${docId}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("");
    expect((await fetch(`${base}/media/${docId}?exp=9999999999`)).status).toBe(404);
  });

  it("serves the file as an attachment through the signed link an administrator gets from GraphQL", async () => {
    const project = await t.prisma.projectDocument.findFirstOrThrow({ where: { mediaId: docId } });
    const res = await t.gql(DOCS, { id: gid("Project", project.projectId) }, { token: admin });
    expect(res.errors).toBeUndefined();
    const [{ url }] = res.data.project.documents;
    const exp = Number(new URL(url, base).searchParams.get("exp"));
    // valid for about ten minutes
    expect(exp * 1000 - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(exp * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const file = await fetch(`${base}${url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe("attachment; filename*=UTF-8''contrato%20confidencial.pdf");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(await file.text()).toBe(PDF);
  });

  it("does not give members the link", async () => {
    const project = await t.prisma.projectDocument.findFirstOrThrow({ where: { mediaId: docId } });
    const res = await t.gql(DOCS, { id: gid("Project", project.projectId) }, { token: member });
    expect(res.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(res.data?.project).toBeFalsy();
  });

  it("refuses an expired link", async () => {
    const stale = signedDocumentUrl(t.app.services.tokens, docId, Date.now() - 11 * 60_000);
    expect((await fetch(`${base}${stale}`)).status).toBe(404);
  });

  it("refuses a tampered link: changed expiry, changed signature, or another document's signature", async () => {
    const url = new URL(signedDocumentUrl(t.app.services.tokens, docId), base);
    const exp = url.searchParams.get("exp")!;
    const sig = url.searchParams.get("sig")!;
    const later = String(Number(exp) + 86_400);
    expect((await fetch(`${base}/media/${docId}?exp=${later}&sig=${sig}`)).status).toBe(404);
    const flipped = (sig[0] === "A" ? "B" : "A") + sig.slice(1);
    expect((await fetch(`${base}/media/${docId}?exp=${exp}&sig=${flipped}`)).status).toBe(404);
    expect((await fetch(`${base}/media/${otherDocId}?exp=${exp}&sig=${sig}`)).status).toBe(404);
    expect((await fetch(`${base}/media/${docId}?exp=${exp}&sig=${sig}x`)).status).toBe(404);
    // the untouched link still works
    expect((await fetch(url)).status).toBe(200);
  });

  it("refuses a link signed with another server's key", async () => {
    const { AccessTokens } = await import("../../api/src/infra/tokens/access-token.ts");
    const foreign = signedDocumentUrl(new AccessTokens("another-secret-entirely-0123456789", 900), docId);
    expect((await fetch(`${base}${foreign}`)).status).toBe(404);
  });
});

describe("GET /media/:id for images", () => {
  it("keeps opportunity images public and cacheable, without a signature", async () => {
    const res = await fetch(`${base}/media/${imageId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toContain("public");
    expect(res.headers.get("content-disposition")).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });
});
