import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Issue 14: every destructive or irreversible action asks in a styled dialog
// (ui/feedback/ConfirmDialog, useConfirm) that names what will happen; the
// browser's own confirm(), alert() and prompt() are unstyled, untranslated
// chrome and block the page.
const root = join(import.meta.dirname, "../../web/src");
const BROWSER_DIALOG = /\b(?:window\.)?(?:confirm|alert|prompt)\s*\(/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "gql" ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("browser dialogs", () => {
  it("are used nowhere in the web app", () => {
    const found: string[] = [];
    for (const file of sources(root)) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, i) => {
          const code = line.replace(/\/\/.*$/, "").replace(/^\s*\*.*$/, "");
          // a method or a mutation named confirm (confirm({ variables })) is not the browser's
          if (BROWSER_DIALOG.test(code) && !/\.\s*(?:confirm|alert|prompt)\s*\(/.test(code.replace(/window\./g, ""))) {
            if (!/\bconfirm\(\{\s*variables/.test(code)) found.push(`${file.slice(root.length + 1)}:${i + 1}: ${line.trim()}`);
          }
        });
    }
    expect(found).toEqual([]);
  });
});
