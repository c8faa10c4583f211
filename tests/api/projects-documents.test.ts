import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createUser } from "../support/factories.ts";
import { createProject, gid } from "../support/management-factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();
let admin: { token: string; user: { fullName: string } };
let member: string;
let base: string;

beforeAll(async () => {
  admin = await createAdmin(t, { fullName: "Administradora Ponte" });
  member = (await createUser(t)).token;
  const server = t.app.server.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void t.app.server.close());

const UPLOAD = `mutation($projectId: ID!, $file: File!) {
  uploadProjectDocument(projectId: $projectId, file: $file) { documents { id name mimeType byteSize url uploadedByName uploadedAt } }
}`;

/** A GraphQL multipart request (the spec yoga implements), over the real HTTP server. */
async function upload(projectId: string, file: Blob, name: string, token?: string) {
  const form = new FormData();
  form.append("operations", JSON.stringify({ query: UPLOAD, variables: { projectId, file: null } }));
  form.append("map", JSON.stringify({ 0: ["variables.file"] }));
  form.append("0", file, name);
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "x-ponte-csrf": "1", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  return (await res.json()) as { data?: any; errors?: Array<{ extensions?: { code?: string; reason?: string } }> };
}

const PDF = "%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n";

describe("project documents", () => {
  it("uploads a PDF (type from its content), lists it and serves it as an attachment; delete removes file and row", async () => {
    const p = await createProject(t);
    const res = await upload(gid("Project", p.id), new Blob([PDF], { type: "text/html" }), "termos.pdf", admin.token);
    expect(res.errors).toBeUndefined();
    const [doc] = res.data.uploadProjectDocument.documents;
    expect(doc).toMatchObject({ name: "termos.pdf", mimeType: "application/pdf", byteSize: PDF.length, uploadedByName: "Administradora Ponte" });
    expect(await t.prisma.auditLog.count({ where: { action: "project.document.upload", entityId: Buffer.from(doc.id, "base64").toString().split(":")[1] } })).toBe(1);

    // a signed, short-lived link (GET /media/:id refuses documents without one)
    expect(doc.url).toMatch(/^\/media\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]{43}$/);
    const file = await fetch(`${base}${doc.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe("attachment; filename*=UTF-8''termos.pdf");
    expect(await file.text()).toBe(PDF);

    const del = await t.gql(`mutation($id: ID!) { deleteProjectDocument(id: $id) { documents { id } } }`, { id: doc.id }, { token: admin.token });
    expect(del.data.deleteProjectDocument.documents).toEqual([]);
    expect((await fetch(`${base}${doc.url}`)).status).toBe(404);
    expect(await t.prisma.auditLog.count({ where: { action: "project.document.delete" } })).toBe(1);
  });

  it("accepts CSV and DOCX by extension when the content fits, refuses other types and files over 5 MB", async () => {
    const p = await createProject(t);
    const id = gid("Project", p.id);
    const csv = await upload(id, new Blob(["marco,data\nPiloto,2026-03-01\n"]), "cronograma.csv", admin.token);
    expect(csv.data.uploadProjectDocument.documents[0]).toMatchObject({ name: "cronograma.csv", mimeType: "text/csv" });
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 0, 0, 0x41, 0x42]);
    const docx = await upload(id, new Blob([zip]), "plano.docx", admin.token);
    expect(docx.errors).toBeUndefined();

    const exe = await upload(id, new Blob([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0])]), "relatorio.csv", admin.token);
    expect(exe.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "DOCUMENT_TYPE_NOT_ALLOWED" });
    const svg = await upload(id, new Blob(['<svg xmlns="http://www.w3.org/2000/svg"></svg>']), "logo.svg", admin.token);
    expect(svg.errors?.[0].extensions?.reason).toBe("DOCUMENT_TYPE_NOT_ALLOWED");

    const big = new Uint8Array(5_242_881);
    big.set(new TextEncoder().encode(PDF));
    const tooBig = await upload(id, new Blob([big]), "grande.pdf", admin.token);
    expect(tooBig.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "DOCUMENT_TOO_LARGE" });

    expect(await t.prisma.projectDocument.count({ where: { projectId: p.id } })).toBe(2);
  });

  it("refuses members", async () => {
    const p = await createProject(t);
    const res = await upload(gid("Project", p.id), new Blob([PDF]), "x.pdf", member);
    expect(res.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(await t.prisma.media.count({ where: { kind: "DOCUMENT" } })).toBe(2);
  });
});
