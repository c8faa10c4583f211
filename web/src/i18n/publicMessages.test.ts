import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PUBLIC_MESSAGE_ID } from "./publicMessages";

// The landing and not-found pages render with the public messages only
// (LocaleProvider publicOnly): every id their code can ask for must be public.
const SRC = path.resolve(import.meta.dirname, "..");

function catalogueIds(): string[] {
  const files = [path.join(SRC, "locales/pt.json")];
  for (const feature of fs.readdirSync(path.join(SRC, "modules"))) {
    const f = path.join(SRC, "modules", feature, "messages/pt.json");
    if (fs.existsSync(f)) files.push(f);
  }
  return files.flatMap((f) => Object.keys(JSON.parse(fs.readFileSync(f, "utf8")) as Record<string, string>));
}

/** The landing's files, the not-found and error pages, and the files of other features and of domain/ they import (one level). */
function firstBundleFiles(): string[] {
  const landing = path.join(SRC, "modules/landing");
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      return e.isDirectory() ? walk(p) : /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name) ? [p] : [];
    });
  // and what the app's root shows on them: the error page, the update banner (web/src/app/pwa)
  const files = new Set([...walk(landing), ...["pages/NotFoundPage.tsx", "pages/RouteErrorPage.tsx", "app/pwa/UpdateBanner.tsx"].map((f) => path.join(SRC, f))]);
  for (const f of [...files]) {
    for (const m of fs.readFileSync(f, "utf8").matchAll(/from "(\.[^"]+)"/g)) {
      const base = path.resolve(path.dirname(f), m[1]);
      const found = [".ts", ".tsx"].map((x) => base + x).find((x) => fs.existsSync(x));
      if (found?.startsWith(path.join(SRC, "modules")) || found?.startsWith(path.join(SRC, "domain"))) files.add(found);
    }
  }
  return [...files];
}

describe("public messages", () => {
  it("cover every message id the landing and not-found pages use", () => {
    const ids = catalogueIds();
    const prefixes = new Set(ids.map((id) => id.split(".")[0]));
    const used = new Set<string>();
    for (const file of firstBundleFiles()) {
      const code = fs.readFileSync(file, "utf8");
      // "feature.some.id" and `feature.${x}.id` literals whose first part is a catalogue's prefix
      for (const m of code.matchAll(/["`]([a-zA-Z]+)\.([^"`\s]*)["`]/g)) {
        if (!prefixes.has(m[1])) continue;
        const pattern = new RegExp(`^${`${m[1]}.${m[2]}`.replace(/\./g, "\\.").replace(/\$\{[^}]*\}/g, "[^.]+")}$`);
        // (a literal that names no message, e.g. a section id, matches nothing)
        for (const id of ids.filter((id) => pattern.test(id))) used.add(id);
      }
    }
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((id) => !PUBLIC_MESSAGE_ID.test(id))).toEqual([]);
  });
});
