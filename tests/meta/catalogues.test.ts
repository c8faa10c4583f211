import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const web = path.resolve(import.meta.dirname, "../../web/src");

function catalogueDirs(): string[] {
  const dirs = [path.join(web, "locales"), path.join(web, "ui", "messages"), path.join(web, "domain", "messages")];
  for (const m of fs.readdirSync(path.join(web, "modules"))) {
    const d = path.join(web, "modules", m, "messages");
    if (fs.existsSync(d)) dirs.push(d);
  }
  return dirs;
}

const read = (file: string): Record<string, string> => JSON.parse(fs.readFileSync(file, "utf8"));

it("every message id exists in both pt and en, with a non-empty text", () => {
  const problems: string[] = [];
  for (const dir of catalogueDirs()) {
    const rel = path.relative(web, dir);
    const pt = read(path.join(dir, "pt.json"));
    const en = read(path.join(dir, "en.json"));
    for (const k of Object.keys(pt)) if (!(k in en)) problems.push(`${rel}: "${k}" missing in en`);
    for (const k of Object.keys(en)) if (!(k in pt)) problems.push(`${rel}: "${k}" missing in pt`);
    for (const [k, v] of [...Object.entries(pt), ...Object.entries(en)]) if (!String(v).trim()) problems.push(`${rel}: "${k}" is empty`);
  }
  expect(problems).toEqual([]);
});

it("no message id is defined by two catalogues", () => {
  const seen = new Map<string, string>();
  const dupes: string[] = [];
  for (const dir of catalogueDirs()) {
    for (const k of Object.keys(read(path.join(dir, "pt.json")))) {
      if (seen.has(k)) dupes.push(`${k} (${seen.get(k)} and ${path.relative(web, dir)})`);
      seen.set(k, path.relative(web, dir));
    }
  }
  expect(dupes).toEqual([]);
});

it("every id used in the code exists in the catalogues", () => {
  const ids = new Set<string>();
  for (const dir of catalogueDirs()) for (const k of Object.keys(read(path.join(dir, "pt.json")))) ids.add(k);
  const missing: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== "gql") walk(p);
      } else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) {
        const src = fs.readFileSync(p, "utf8");
        for (const m of src.matchAll(/\bid[=:]\s*["'`]([a-zA-Z][\w-]*(?:\.[\w-]+)+)["'`]/g)) {
          if (!ids.has(m[1])) missing.push(`${path.relative(web, p)}: ${m[1]}`);
        }
      }
    }
  };
  for (const top of ["modules", "pages", "ui", "domain", "app"]) if (fs.existsSync(path.join(web, top))) walk(path.join(web, top));
  expect(missing).toEqual([]);
});
