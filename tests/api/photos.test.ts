import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4Y2x8xtiYAUIBACPqBMlwUmUNAAAAAElFTkSuQmCC", "base64");

/** A PNG that declares width × height pixels in a few dozen bytes (what an attacker sends). */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth 1, greyscale
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(1000))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

let admin: Awaited<ReturnType<typeof createAdmin>>;
let member: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
let staffId: string;
let baseUrl: string;

beforeAll(async () => {
  admin = await createAdmin(t);
  member = await createUser(t);
  other = await createUser(t);
  const created = await t.gql(
    `mutation { createStaffMember(input: { name: "Ana Fotografia", role: "Analista", email: "ana.foto@ponte.test", country: AO, department: TECHNOLOGY }) { id } }`,
    {},
    { token: admin.token },
  );
  expect(created.errors).toBeUndefined();
  staffId = created.data.createStaffMember.id;
  baseUrl = (await t.app.start()).replace("localhost", "127.0.0.1");
});
afterAll(async () => {
  await t.app?.stop();
});

type Answer = { data?: any; errors?: Array<{ message: string; extensions?: { code?: string; reason?: string } }> };

async function upload(query: string, variables: Record<string, unknown>, bytes: Uint8Array, token?: string): Promise<Answer> {
  const form = new FormData();
  form.append("operations", JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.append("map", JSON.stringify({ 0: ["variables.file"] }));
  form.append("0", new File([new Uint8Array(bytes)], "foto.png", { type: "image/png" }));
  const res = await t.fetch("/graphql", {
    method: "POST",
    body: form,
    headers: { "x-ponte-csrf": "1", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return (await res.json()) as Answer;
}

const UPLOAD_MINE = `mutation ($file: File!) { uploadMyPhoto(file: $file) { id avatarUrl } }`;
const UPLOAD_STAFF = `mutation ($id: ID!, $file: File!) { uploadStaffPhoto(id: $id, file: $file) { id avatarUrl } }`;

describe("profile photos are uploads", () => {
  it("a member uploads a photo, served from /media; a new one replaces it and the old bytes are gone", async () => {
    const first = await upload(UPLOAD_MINE, {}, PNG, member.token);
    expect(first.errors).toBeUndefined();
    const firstUrl: string = first.data.uploadMyPhoto.avatarUrl;
    expect(firstUrl).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    const served = await fetch(baseUrl + firstUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");

    const second = await upload(UPLOAD_MINE, {}, PNG, member.token);
    const secondUrl: string = second.data.uploadMyPhoto.avatarUrl;
    expect(secondUrl).not.toBe(firstUrl);
    expect(await t.prisma.media.count({ where: { id: firstUrl.slice("/media/".length) } })).toBe(0);

    // someone else's photo is untouched by it
    const others = await upload(UPLOAD_MINE, {}, PNG, other.token);
    const removed = await t.gql(`mutation { removeMyPhoto { avatarUrl } }`, {}, { token: member.token });
    expect(removed.data.removeMyPhoto.avatarUrl).toBeNull();
    expect(await t.prisma.media.count({ where: { id: secondUrl.slice("/media/".length) } })).toBe(0);
    expect(await t.prisma.media.count({ where: { id: others.data.uploadMyPhoto.avatarUrl.slice("/media/".length) } })).toBe(1);
  });

  it("refuses an external URL as a photo, keeps the current one unchanged, and removes it when emptied", async () => {
    const mine = await upload(UPLOAD_MINE, {}, PNG, member.token);
    const url = mine.data.uploadMyPhoto.avatarUrl;
    const external = await t.gql(`mutation { updateMyProfile(input: { avatarUrl: "https://evil.example/pixel.png" }) { avatarUrl } }`, {}, { token: member.token });
    expect(external.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "INVALID_AVATAR_URL" });
    // another person's uploaded photo cannot be borrowed either
    const borrowed = await upload(UPLOAD_MINE, {}, PNG, other.token);
    const borrow = await t.gql(
      `mutation ($u: String) { updateMyProfile(input: { avatarUrl: $u }) { avatarUrl } }`,
      { u: borrowed.data.uploadMyPhoto.avatarUrl },
      { token: member.token },
    );
    expect(borrow.errors?.[0].extensions?.reason).toBe("INVALID_AVATAR_URL");
    const same = await t.gql(
      `mutation ($u: String) { updateMyProfile(input: { fullName: "Membro Renomeado", avatarUrl: $u }) { fullName avatarUrl } }`,
      { u: url },
      { token: member.token },
    );
    expect(same.data.updateMyProfile).toEqual({ fullName: "Membro Renomeado", avatarUrl: url });
    const cleared = await t.gql(`mutation { updateMyProfile(input: { avatarUrl: "" }) { avatarUrl } }`, {}, { token: member.token });
    expect(cleared.data.updateMyProfile.avatarUrl).toBeNull();
  });

  it("refuses more than 40 megapixels (a 15-byte-per-gigapixel PNG bomb), a non-image and an anonymous caller", async () => {
    const bomb = pngDeclaring(60_000, 60_000);
    expect(bomb.length).toBeLessThan(200);
    const refused = await upload(UPLOAD_MINE, {}, bomb, member.token);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "IMAGE_TOO_MANY_PIXELS" });
    // just over the line is refused too; the same check guards opportunity images
    const over = await upload(`mutation ($file: File!) { uploadImage(file: $file) { id } }`, {}, pngDeclaring(8000, 5001), admin.token);
    expect(over.errors?.[0].extensions?.reason).toBe("IMAGE_TOO_MANY_PIXELS");
    const html = await upload(UPLOAD_MINE, {}, Buffer.from("<!doctype html><script>alert(1)</script>"), member.token);
    expect(html.errors?.[0].extensions?.reason).toBe("IMAGE_TYPE_NOT_ALLOWED");
    const anonymous = await upload(UPLOAD_MINE, {}, PNG);
    expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("team photos are uploads", () => {
  it("an admin uploads and removes a team member's photo; members cannot", async () => {
    const done = await upload(UPLOAD_STAFF, { id: staffId }, PNG, admin.token);
    expect(done.errors).toBeUndefined();
    const url: string = done.data.uploadStaffPhoto.avatarUrl;
    expect(url).toMatch(/^\/media\//);
    expect((await fetch(baseUrl + url)).status).toBe(200);

    const byMember = await upload(UPLOAD_STAFF, { id: staffId }, PNG, member.token);
    expect(byMember.errors?.[0].extensions?.code).toBe("FORBIDDEN");

    const external = await t.gql(
      `mutation ($id: ID!) { updateStaffMember(id: $id, input: { avatarUrl: "https://evil.example/x.png" }) { avatarUrl } }`,
      { id: staffId },
      { token: admin.token },
    );
    expect(external.errors?.[0].extensions?.reason).toBe("INVALID_AVATAR_URL");

    const removed = await t.gql(`mutation ($id: ID!) { removeStaffPhoto(id: $id) { avatarUrl } }`, { id: staffId }, { token: admin.token });
    expect(removed.data.removeStaffPhoto.avatarUrl).toBeNull();
    expect(await t.prisma.media.count({ where: { id: url.slice("/media/".length) } })).toBe(0);
  });
});
