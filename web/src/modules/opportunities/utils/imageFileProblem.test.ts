import { describe, expect, it } from "vitest";
import { imageFileProblem } from "./imageFileProblem";

const file = (type: string, bytes: number) => new File([new Uint8Array(bytes)], "x", { type });

describe("image checks (spec §5, §9)", () => {
  it("accepts JPEG, PNG and GIF up to 5242880 bytes", () => {
    expect(imageFileProblem(file("image/jpeg", 10))).toBeNull();
    expect(imageFileProblem(file("image/png", 5242880))).toBeNull();
    expect(imageFileProblem(file("image/gif", 10))).toBeNull();
  });

  it("refuses a file over 5MB with the size message", () => {
    expect(imageFileProblem(file("image/png", 5242881))).toBe("opportunities.image.tooLarge");
  });

  it("refuses anything that is not an image with the type message", () => {
    expect(imageFileProblem(file("application/pdf", 10))).toBe("opportunities.image.notImage");
    expect(imageFileProblem(file("image/svg+xml", 10))).toBe("opportunities.image.notImage");
  });
});
