import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "./errors.ts";
import { ERROR_REASONS } from "./error-reasons.ts";

const API_SRC = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" || entry.name.startsWith(".") ? [] : sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

const NAME = `"([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)"`;
/**
 * Every way the server builds a reason: `reason: "X"` in an error's extensions
 * or a field issue (but not a TypeScript type such as `reason: "A" | "B"`),
 * the helpers of graphql/errors.ts and the modules' own (badInput, conflict,
 * forbidden, unauthenticated, viewer.ts's invalid, credentials.ts's refuse,
 * documentError, imageError),
 * armor's refuseAs, and the messages of zod checks (the validation plugin
 * turns them into issue reasons).
 */
const PATTERNS = [
  new RegExp(String.raw`\breason:\s*${NAME}(?!\s*\|)`, "g"),
  new RegExp(String.raw`\b(?:badInput|conflict|forbidden|unauthenticated)\((?:[^()"]|"[^"]*"|\([^()]*\))*?,\s*${NAME}`, "g"),
  new RegExp(String.raw`\b(?:invalid|refuseAs|documentError|imageError)\(\s*${NAME}`, "g"),
  new RegExp(String.raw`\brefuse\([^,()]*,\s*${NAME}`, "g"),
  new RegExp(String.raw`\.(?:min|max|length|refine|regex|email|url|int|positive|nonnegative)\((?:[^()"]|\([^()]*\))*,\s*${NAME}\s*\)`, "g"),
  new RegExp(String.raw`\bmessage:\s*${NAME}`, "g"),
  // a union type of refusals (image-check.ts's ImageRefusal)
  /Refusal\s*=\s*((?:\s*\|?\s*"[A-Z_]+")+)/g,
];

export function reasonsInSource(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(API_SRC)) {
    const text = fs.readFileSync(file, "utf8");
    for (const pattern of PATTERNS) {
      for (const m of text.matchAll(pattern)) {
        for (const name of m[1].match(/[A-Z][A-Z0-9_]*/g) ?? []) {
          if (!found.has(name)) found.set(name, path.relative(API_SRC, file));
        }
      }
    }
  }
  return found;
}

describe("ERROR_REASONS", () => {
  it("holds every reason the server's code can answer with", () => {
    const found = reasonsInSource();
    // sanity: the scan sees the helpers' reasons, so an empty scan cannot pass
    expect(found.get("DUPLICATE_TITLE")).toBeDefined();
    expect(found.get("API_TOKEN_REVOKED")).toBeDefined();
    expect(found.get("QUERY_TOO_DEEP")).toBeDefined();
    expect(found.get("IMAGE_TOO_MANY_PIXELS")).toBeDefined();
    expect(found.get("PASSWORD_TOO_COMMON")).toBeDefined();
    const missing = [...found].filter(([name]) => !(name in ERROR_REASONS)).map(([name, file]) => `${name} (${file})`);
    expect(missing, "add these to api/src/graphql/error-reasons.ts").toEqual([]);
  });

  it("gives each reason a code from the closed set and a one-line explanation", () => {
    for (const [name, { code, description }] of Object.entries(ERROR_REASONS)) {
      expect(name).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
      expect(ERROR_CODES).toContain(code);
      expect(description.length, name).toBeGreaterThan(15);
      expect(description, name).not.toMatch(/\n/);
    }
  });
});
