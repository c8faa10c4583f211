import { describe, expect, it, vi } from "vitest";
import { type DecodedImage, SHRINK_MAX_EDGE, SHRINK_QUALITY, SHRINK_SKIP_BYTES, type ShrinkPlan, renamed, shrinkImage, shrinkPlan } from "./shrinkImage";

const MB = 1024 * 1024;
const fileOf = (size: number, type: string, name = "foto.jpg") => new File([new Uint8Array(size)], name, { type, lastModified: 1_700_000_000_000 });

describe("shrinkPlan (whether and how a picture is made smaller before sending)", () => {
  it("brings a camera photo's long edge down to 1600 px, keeping its shape", () => {
    expect(shrinkPlan({ type: "image/jpeg", size: 5 * MB }, 4032, 3024)).toEqual({ width: 1600, height: 1200, quality: SHRINK_QUALITY });
    // portrait (already upright: the decoder applied the EXIF orientation)
    expect(shrinkPlan({ type: "image/jpeg", size: 5 * MB }, 3024, 4032)).toEqual({ width: 1200, height: 1600, quality: SHRINK_QUALITY });
    expect(shrinkPlan({ type: "image/png", size: 2 * MB }, 6000, 1000)).toMatchObject({ width: 1600, height: 267 });
  });

  it("re-encodes a heavy picture that is already small enough in pixels, without enlarging it", () => {
    expect(shrinkPlan({ type: "image/png", size: 3 * MB }, 1200, 900)).toEqual({ width: 1200, height: 900, quality: SHRINK_QUALITY });
  });

  it("sends a light picture within the edge unchanged, but not a light one that is too wide", () => {
    expect(shrinkPlan({ type: "image/jpeg", size: SHRINK_SKIP_BYTES }, SHRINK_MAX_EDGE, 900)).toBeNull();
    expect(shrinkPlan({ type: "image/jpeg", size: SHRINK_SKIP_BYTES }, SHRINK_MAX_EDGE + 1, 900)).toMatchObject({ width: SHRINK_MAX_EDGE });
  });

  it("never touches a GIF (its animation) or a type it does not know", () => {
    expect(shrinkPlan({ type: "image/gif", size: 4 * MB }, 3000, 3000)).toBeNull();
    expect(shrinkPlan({ type: "image/heic", size: 4 * MB }, 3000, 3000)).toBeNull();
    expect(shrinkPlan({ type: "image/jpeg", size: 4 * MB }, 0, 0)).toBeNull();
  });
});

describe("shrinkImage", () => {
  function tools(width: number, height: number, encoded: Blob | null) {
    const close = vi.fn();
    const decode = vi.fn(async (): Promise<DecodedImage> => ({ width, height, close }));
    const encode = vi.fn(async (_img: DecodedImage, _plan: ShrinkPlan) => encoded);
    return { decode, encode, close };
  }

  it("sends the smaller WebP, renamed, and frees the decoded picture", async () => {
    const t = tools(4000, 3000, new Blob([new Uint8Array(400_000)], { type: "image/webp" }));
    const original = fileOf(5 * MB, "image/jpeg", "praia.JPG");
    const sent = await shrinkImage(original, t);
    expect(t.encode).toHaveBeenCalledWith(expect.objectContaining({ width: 4000 }), { width: 1600, height: 1200, quality: SHRINK_QUALITY });
    expect(sent).not.toBe(original);
    expect(sent.size).toBe(400_000);
    expect(sent.type).toBe("image/webp");
    expect(sent.name).toBe("praia.webp");
    expect(t.close).toHaveBeenCalledOnce();
  });

  it("keeps the original when the encoded picture would not be smaller", async () => {
    const t = tools(2000, 1000, new Blob([new Uint8Array(600_000)], { type: "image/webp" }));
    const original = fileOf(500_000, "image/png", "logo.png");
    expect(await shrinkImage(original, t)).toBe(original);
    expect(t.close).toHaveBeenCalledOnce();
  });

  it("keeps the original without decoding a GIF, and when the browser cannot decode or encode", async () => {
    const gif = tools(3000, 3000, new Blob(["x"], { type: "image/webp" }));
    const anim = fileOf(4 * MB, "image/gif", "anim.gif");
    expect(await shrinkImage(anim, gif)).toBe(anim);
    expect(gif.decode).not.toHaveBeenCalled();

    const photo = fileOf(4 * MB, "image/jpeg");
    expect(await shrinkImage(photo, { decode: async () => null, encode: vi.fn() })).toBe(photo);
    expect(await shrinkImage(photo, { decode: () => Promise.reject(new Error("corrupt")), encode: vi.fn() })).toBe(photo);
    const failing = tools(4000, 3000, null);
    failing.encode.mockRejectedValueOnce(new Error("no canvas"));
    expect(await shrinkImage(photo, failing)).toBe(photo);
    expect(failing.close).toHaveBeenCalledOnce();
  });

  it("names the sent file by its new type", () => {
    expect(renamed("casa.da.praia.jpeg", "image/webp")).toBe("casa.da.praia.webp");
    expect(renamed("sem-extensao", "image/jpeg")).toBe("sem-extensao.jpg");
    expect(renamed(".jpg", "image/webp")).toBe("image.webp");
  });
});
