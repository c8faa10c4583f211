import { describe, expect, it } from "vitest";
import { sizedImage } from "./sizedImage";

const ID = "0b7c9f5e-3c1a-4d2e-9f00-1234567890ab";

describe("sizedImage", () => {
  it("gives an uploaded picture a srcset of the server's widths, lazy, with its shape", () => {
    expect(sizedImage(`https://ponte.example/media/${ID}`, { sizes: "100vw" })).toEqual({
      src: `https://ponte.example/media/${ID}?w=640`,
      srcSet: `https://ponte.example/media/${ID}?w=320 320w, https://ponte.example/media/${ID}?w=640 640w, https://ponte.example/media/${ID}?w=1280 1280w`,
      sizes: "100vw",
      loading: "lazy",
      decoding: "async",
      htmlWidth: 16,
      htmlHeight: 9,
    });
    expect(sizedImage(`/media/${ID}`, { sizes: "320px", eager: true, width: 4, height: 3 })).toMatchObject({
      src: `/media/${ID}?w=640`,
      loading: "eager",
      htmlWidth: 4,
      htmlHeight: 3,
    });
  });

  it("leaves a stock illustration, a blob preview or a foreign address as one src", () => {
    for (const url of ["/images/sectors/health.svg", "blob:http://localhost/abc", `/media/${ID}?w=320`, "/media/not-an-id", `https://x.example/other/media/${ID}`]) {
      const props = sizedImage(url, { sizes: "100vw" });
      expect(props.src).toBe(url);
      expect(props.srcSet).toBeUndefined();
      expect(props.sizes).toBeUndefined();
    }
  });
});
