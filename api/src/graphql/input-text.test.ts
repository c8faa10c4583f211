import { describe, expect, it } from "vitest";
import { failureAnswer } from "./failures.ts";
import { findUnstorable, unstorableText } from "./input-text.ts";

describe("text PostgreSQL cannot store as sent", () => {
  it("is a NUL character or an unpaired surrogate, wherever it sits", () => {
    expect(unstorableText("Olá\u0000mundo")).toBe(true);
    expect(unstorableText("a\uD800b")).toBe(true);
    expect(unstorableText("a\uDC00")).toBe(true);
    expect(unstorableText("\uDBFF")).toBe(true);
  });

  it("is not emoji (paired surrogates), RTL or zero-width marks, combining marks or markup", () => {
    for (const ok of ["🇦🇴👩🏽‍💻", "fatura\u202Egpj", "Lu\u200Banda\uFEFF", "e\u0301\u0327", "<script>alert(1)</script>", `'; DROP TABLE "User"; --`]) {
      expect(unstorableText(ok), ok).toBe(false);
    }
  });

  it("names the variable path of the first offender, looking through objects and lists but not into files", () => {
    expect(findUnstorable({ input: { title: "ok", tags: ["fine", "bad\u0000"] } }, "")).toBe("input.tags.1");
    expect(findUnstorable({ id: "x", input: { note: "\uD83D" } }, "")).toBe("input.note");
    expect(findUnstorable({ file: new File(["\u0000"], "x.txt"), input: { title: "ok" } }, "")).toBeNull();
    expect(findUnstorable({ n: 1, b: true, nothing: null }, "")).toBeNull();
  });
});

describe("database refusals of text become BAD_USER_INPUT", () => {
  const driver = (originalCode: string) => ({ name: "DriverAdapterError", cause: { kind: "postgres", originalCode } });

  it("bad encoding or a NUL byte (22021, 22P05): INVALID_CHARACTERS", () => {
    expect(failureAnswer(driver("22021"))?.extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "INVALID_CHARACTERS" });
    expect(failureAnswer(driver("22P05"))?.extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "INVALID_CHARACTERS" });
  });

  it("longer than its column (22001, Prisma P2000): TOO_LONG", () => {
    expect(failureAnswer(driver("22001"))?.extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "TOO_LONG" });
    expect(failureAnswer({ name: "PrismaClientKnownRequestError", code: "P2000" })?.extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "TOO_LONG" });
  });
});
