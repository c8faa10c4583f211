import crypto from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedDocumentUrl } from "../../api/src/infra/media/serve-media.ts";
import { VARIANT_WIDTHS, snapWidth } from "../../api/src/infra/media/variants.ts";
import { createAdmin, createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

// Uploaded images are kept with WebP copies at fixed widths; /media/:id?w=
// serves the nearest one, so pages download the size they show.
const t = useTestApp();

const UPLOAD = /* GraphQL */ `mutation Upload($file: File!) { uploadImage(file: $file) { id url byteSize } }`;
const UPLOAD_PHOTO = /* GraphQL */ `mutation Photo($file: File!) { uploadMyPhoto(file: $file) { avatarUrl } }`;

let admin: string;
let member: string;
let baseUrl: string;

beforeAll(async () => {
  admin = (await createAdmin(t)).token;
  member = (await createUser(t)).token;
  baseUrl = (await t.app.start()).replace("localhost", "127.0.0.1");
});
afterAll(async () => {
  await t.app?.stop();
});

async function upload(bytes: Uint8Array, name: string, token: string, query = UPLOAD) {
  const form = new FormData();
  form.append("operations", JSON.stringify({ query, variables: { file: null } }));
  form.append("map", JSON.stringify({ 0: ["variables.file"] }));
  form.append("0", new File([new Uint8Array(bytes)], name));
  const res = await t.fetch("/graphql", { method: "POST", body: form, headers: { "x-ponte-csrf": "1", authorization: `Bearer ${token}` } });
  return (await res.json()) as { data?: any; errors?: Array<{ extensions?: { code?: string; reason?: string } }> };
}

/** A photo-sized JPEG: random pixels compress badly, so a few megapixels come near the 5MB limit. */
async function noisyJpeg(width: number, height: number, quality = 90, orientation?: number) {
  const raw = crypto.randomBytes(width * height * 3);
  let img = sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality });
  if (orientation) img = img.withMetadata({ orientation });
  return img.toBuffer();
}

/** A row written straight to the table, as older code or a forged upload would have left it. */
function storeRaw(kind: "IMAGE" | "DOCUMENT", fileName: string, mimeType: string, bytes: Buffer) {
  const sha256 = crypto.createHash("sha256").update(bytes).digest("hex");
  return t.prisma.media.create({ data: { kind, fileName, mimeType, byteSize: bytes.length, sha256, data: new Uint8Array(bytes) } });
}

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}${path}`, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  return {
    res,
    body,
    meta: body.length
      ? await sharp(body)
          .metadata()
          .catch(() => null)
      : null,
  };
}

let photo: Buffer;
let photoId: string;

describe("variants of an uploaded image", () => {
  beforeAll(async () => {
    photo = await noisyJpeg(3000, 2000);
    const res = await upload(photo, "praia.jpg", admin);
    expect(res.errors).toBeUndefined();
    photoId = res.data.uploadImage.id;
  });

  it("keeps a photo of about 5MB with WebP copies 320, 640 and 1280 px wide, made on upload", async () => {
    expect(photo.length).toBeGreaterThan(3_500_000);
    expect(photo.length).toBeLessThanOrEqual(5_242_880);
    const rows = await t.prisma.mediaVariant.findMany({ where: { mediaId: photoId }, orderBy: { width: "asc" } });
    expect(rows.map((r) => r.width)).toEqual([...VARIANT_WIDTHS]);
    for (const row of rows) {
      expect(row.mimeType).toBe("image/webp");
      expect(row.byteSize).toBe(row.data.length);
      const meta = await sharp(row.data).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(row.width);
      expect(meta.height).toBe(Math.round((row.width * 2) / 3));
    }
  });

  it("serves ?w=640 as WebP 640 px wide, cached for a year, far smaller than the original, with its own ETag", async () => {
    const { res, body, meta } = await get(`/media/${photoId}?w=640`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Number(res.headers.get("content-length"))).toBe(body.length);
    expect(meta?.width).toBe(640);
    expect(body.length).toBeLessThan(photo.length / 5);

    const etag = res.headers.get("etag")!;
    const original = await get(`/media/${photoId}`);
    expect(original.res.headers.get("content-type")).toBe("image/jpeg");
    expect(original.body.equals(photo)).toBe(true);
    expect(original.res.headers.get("etag")).not.toBe(etag);

    const again = await fetch(`${baseUrl}/media/${photoId}?w=640`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    // a copy's ETag does not validate another width
    expect((await fetch(`${baseUrl}/media/${photoId}?w=320`, { headers: { "if-none-match": etag } })).status).toBe(200);
  });

  it.each([
    ["1", 320],
    ["-50", 320],
    ["479", 320],
    ["481", 640],
    ["900", 640],
    ["1000", 1280],
    ["1e9", 1280],
    ["640.5", 640],
  ])("snaps ?w=%s to the %i px copy and never resizes on request", async (w, width) => {
    expect(snapWidth(w)).toBe(width);
    const before = await t.prisma.mediaVariant.count({ where: { mediaId: photoId } });
    const { res, meta } = await get(`/media/${photoId}?w=${encodeURIComponent(w)}`);
    expect(res.status).toBe(200);
    expect(meta?.width).toBe(width);
    expect(await t.prisma.mediaVariant.count({ where: { mediaId: photoId } })).toBe(before);
  });

  it("serves the original when the width is not a number", async () => {
    expect(snapWidth("abc")).toBeNull();
    expect(snapWidth("")).toBeNull();
    const { res, body } = await get(`/media/${photoId}?w=abc`);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(body.equals(photo)).toBe(true);
  });

  it("never enlarges: a small picture keeps one copy at its own width, served for every width", async () => {
    const small = await sharp({ create: { width: 500, height: 250, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    const res = await upload(small, "logo.png", admin);
    const id = res.data.uploadImage.id;
    const rows = await t.prisma.mediaVariant.findMany({ where: { mediaId: id }, orderBy: { width: "asc" } });
    expect(rows.map((r) => r.width)).toEqual([320, 640]);
    expect((await get(`/media/${id}?w=320`)).meta?.width).toBe(320);
    for (const w of ["640", "1280"]) {
      const { res: r, meta } = await get(`/media/${id}?w=${w}`);
      expect(r.headers.get("content-type")).toBe("image/webp");
      expect(meta?.width).toBe(500);
    }
  });

  it("turns the copies upright by the EXIF orientation and drops the camera's metadata", async () => {
    // stored 400×200 sideways (orientation 6: rotate 90°), shown 200×400
    const sideways = await noisyJpeg(400, 200, 80, 6);
    const id = (await upload(sideways, "retrato.jpg", admin)).data.uploadImage.id;
    const { meta } = await get(`/media/${id}?w=320`);
    expect(meta).toMatchObject({ width: 200, height: 400 });
    expect(meta?.orientation).toBeUndefined();
    expect(meta?.exif).toBeUndefined();
  });

  it("serves a GIF as it came (its animation kept) whatever width is asked", async () => {
    const gif = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#3c3" } })
      .gif()
      .toBuffer();
    const id = (await upload(gif, "anim.gif", admin)).data.uploadImage.id;
    expect(await t.prisma.mediaVariant.count({ where: { mediaId: id } })).toBe(0);
    const { res, body } = await get(`/media/${id}?w=320`);
    expect(res.headers.get("content-type")).toBe("image/gif");
    expect(body.equals(gif)).toBe(true);
  });

  it("makes and keeps the copies of an image stored before they existed on its first sized request", async () => {
    const old = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#36c" } })
      .jpeg()
      .toBuffer();
    const row = await storeRaw("IMAGE", "antiga.jpg", "image/jpeg", old);
    const [a, b] = await Promise.all([get(`/media/${row.id}?w=640`), get(`/media/${row.id}?w=1280`)]);
    expect(a.meta?.width).toBe(640);
    expect(b.meta?.width).toBe(1280);
    const rows = await t.prisma.mediaVariant.findMany({ where: { mediaId: row.id }, select: { width: true }, orderBy: { width: "asc" } });
    expect(rows.map((r) => r.width)).toEqual([320, 640, 1280]);
  });

  it("never decodes stored content that is not a still picture (HTML stays octet-stream, nothing is made)", async () => {
    const html = Buffer.from("<!doctype html><script>alert(1)</script>");
    const row = await storeRaw("IMAGE", "x.html", "text/html", html);
    const { res, body } = await get(`/media/${row.id}?w=320`);
    expect(res.headers.get("content-type")).toBe("application/octet-stream");
    expect(body.equals(html)).toBe(true);
    expect(await t.prisma.mediaVariant.count({ where: { mediaId: row.id } })).toBe(0);
  });

  it("gives profile photos the same copies, and deleting the image deletes them", async () => {
    const face = await noisyJpeg(900, 900, 80);
    const res = await upload(face, "eu.jpg", member, UPLOAD_PHOTO);
    expect(res.errors).toBeUndefined();
    const id = res.data.uploadMyPhoto.avatarUrl.split("/media/")[1];
    expect(await t.prisma.mediaVariant.count({ where: { mediaId: id } })).toBe(3);
    await t.prisma.media.delete({ where: { id } });
    expect(await t.prisma.mediaVariant.count({ where: { mediaId: id } })).toBe(0);
  });
});

describe("access rules stay as they were", () => {
  it("uploading stays for administrators only", async () => {
    expect((await upload(photo, "a.jpg", member)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  it("a width never opens a private document, and a signed link serves the document itself, not a copy", async () => {
    const png = await sharp({ create: { width: 700, height: 700, channels: 3, background: "#999" } })
      .png()
      .toBuffer();
    const doc = await storeRaw("DOCUMENT", "planta.png", "image/png", png);
    const bare = await fetch(`${baseUrl}/media/${doc.id}?w=320`);
    expect(bare.status).toBe(404);
    expect(bare.headers.get("cache-control")).toBe("no-store");

    const signed = await fetch(`${baseUrl}${signedDocumentUrl(t.app.services.tokens, doc.id)}&w=320`);
    expect(signed.status).toBe(200);
    expect(signed.headers.get("content-type")).toBe("image/png");
    expect(signed.headers.get("cache-control")).toBe("private, no-store");
    expect(signed.headers.get("content-disposition")).toContain("attachment");
    expect(Buffer.from(await signed.arrayBuffer()).equals(png)).toBe(true);
    expect(await t.prisma.mediaVariant.count({ where: { mediaId: doc.id } })).toBe(0);
  });
});
