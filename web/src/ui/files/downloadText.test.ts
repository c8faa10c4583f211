import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadText } from "./downloadText.ts";

describe("downloadText", () => {
  afterEach(() => vi.restoreAllMocks());

  async function saved(text: string): Promise<Uint8Array> {
    let blob: Blob | undefined;
    vi.spyOn(URL, "createObjectURL").mockImplementation((b) => {
      blob = b as Blob;
      return "blob:test";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    downloadText(text, "x.csv");
    return new Uint8Array(await blob!.arrayBuffer());
  }

  const BOM = [0xef, 0xbb, 0xbf];

  it("starts the file with one byte-order mark", async () => {
    const bytes = await saved("Nome;País\n");
    expect([...bytes.slice(0, 3)]).toEqual(BOM);
    expect([...bytes.slice(3, 6)]).not.toEqual(BOM);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe("Nome;País\n");
  });

  it("never adds a second mark to text that brings its own (the API's CSV answers)", async () => {
    const bytes = await saved("\ufeffNome;País\n");
    expect([...bytes.slice(0, 3)]).toEqual(BOM);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe("Nome;País\n");
  });
});
