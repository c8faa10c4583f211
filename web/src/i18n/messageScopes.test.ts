import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PUBLIC_MESSAGE_ID } from "./publicMessages";

// The landing and not-found pages render with the public messages only
// (LocaleProvider publicOnly), the account screens with the "auth" scope
// (web/src/i18n/locales.ts): every id their code can ask for must be in it.
const SRC = path.resolve(import.meta.dirname, "..");

const idsOf = (file: string) => Object.keys(JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>);

function catalogueIds(): string[] {
  const files = [path.join(SRC, "locales/pt.json"), path.join(SRC, "ui/messages/pt.json"), path.join(SRC, "domain/messages/pt.json")];
  for (const feature of fs.readdirSync(path.join(SRC, "modules"))) {
    const f = path.join(SRC, "modules", feature, "messages/pt.json");
    if (fs.existsSync(f)) files.push(f);
  }
  return files.flatMap(idsOf);
}

const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? walk(p) : /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name) ? [p] : [];
  });

/** The files a file imports statically by relative path (a lazy screen asks for its own scope; not the generated GraphQL documents). */
function importsOf(file: string): string[] {
  const found: string[] = [];
  for (const m of fs.readFileSync(file, "utf8").matchAll(/from "(\.[^"]+)"/g)) {
    const base = path.resolve(path.dirname(file), m[1]);
    const hit = [".ts", ".tsx", "/index.ts"].map((x) => base + x).find((x) => fs.existsSync(x));
    if (hit && !hit.startsWith(path.join(SRC, "gql"))) found.push(hit);
  }
  return found;
}

/** The message ids some code can ask for: "feature.some.id" and `feature.${x}.id` literals whose first part is a catalogue's prefix. */
function idsUsed(files: Iterable<string>): Set<string> {
  const ids = catalogueIds();
  const prefixes = new Set(ids.map((id) => id.split(".")[0]));
  const used = new Set<string>();
  for (const file of files) {
    const code = fs.readFileSync(file, "utf8");
    for (const m of code.matchAll(/["`]([a-zA-Z]+)\.([^"`\s]*)["`]/g)) {
      if (!prefixes.has(m[1])) continue;
      const pattern = new RegExp(`^${`${m[1]}.${m[2]}`.replace(/\./g, "\\.").replace(/\$\{[^}]*\}/g, "[^.]+")}$`);
      // (a literal that names no message, e.g. a section id, matches nothing)
      for (const id of ids.filter((id) => pattern.test(id))) used.add(id);
    }
  }
  return used;
}

/** The landing's files, the not-found and error pages, and the files of other features and of domain/ they import (one level). */
function firstBundleFiles(): string[] {
  const landing = path.join(SRC, "modules/landing");
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
    const used = idsUsed(firstBundleFiles());
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((id) => !PUBLIC_MESSAGE_ID.test(id))).toEqual([]);
  });
});

describe("the account screens' messages (scope auth)", () => {
  it("cover every message id the account screens and what they import can show, before anyone is signed in", () => {
    // the account feature's screens, the providers around them, and everything they import, however deep
    const files = new Set([...walk(path.join(SRC, "modules/auth")), path.join(SRC, "app/AppProviders.tsx"), path.join(SRC, "app/App.tsx")]);
    for (const f of files) for (const i of importsOf(f)) files.add(i);
    expect([...files].some((f) => f.endsWith("ui/forms/fields.tsx"))).toBe(true);
    const inScope = new Set([
      ...["locales/pt.json", "ui/messages/pt.json", "domain/messages/pt.json", "modules/auth/messages/pt.json"].flatMap((f) => idsOf(path.join(SRC, f))),
      ...catalogueIds().filter((id) => PUBLIC_MESSAGE_ID.test(id)),
    ]);
    const used = idsUsed(files);
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((id) => !inScope.has(id))).toEqual([]);
  });

  it("are what catalogues/pt.auth.ts and en.auth.ts merge", () => {
    for (const locale of ["pt", "en"]) {
      const source = fs.readFileSync(path.join(SRC, `i18n/catalogues/${locale}.auth.ts`), "utf8");
      for (const f of ["locales", "ui/messages", "domain/messages", "modules/auth/messages"]) expect(source).toContain(`"../../${f}/${locale}.json"`);
    }
  });
});
