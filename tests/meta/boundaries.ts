// Module boundaries of api/src and web/src, checked by `npm run lint`
// (`node tests/meta/boundaries.ts`): which folder may import which, and no
// import cycles between modules. Prints the figures issue 15 tracks and exits
// 1 on a violation that tests/meta/boundary-allowlist.json does not list.
//
// A small checker of our own instead of dependency-cruiser: cruiser parses
// TypeScript through the `typescript` package's JavaScript API, which
// TypeScript 7 (the native compiler we use) no longer ships.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Folders a feature (web/src/modules/<f>) may import besides itself and npm
 * packages. The session (who is signed in, the access token) is one of them,
 * not a part of the auth feature: every feature reads it, so inside
 * modules/auth it made each of those reads an import between features.
 */
const WEB_SHARED = ["ui", "domain", "i18n", "apollo", "gql", "session"];
/** The only modules that put features together. */
const WEB_COMPOSITION = ["app", "modules/shell", "modules/dashboard"];
/**
 * Issue 15's ceiling on imports from one web feature into another (all of them
 * from a composition module, the rules above see to that): more means a shared
 * piece is being built inside a feature instead of in ui/ or domain/.
 */
export const MAX_FEATURE_IMPORTS = 30;
/** Folders that must not know any feature. */
const WEB_FEATURE_FREE = ["ui", "domain", "session"];
/** Shared test helpers (render, fake session), for tests only. */
const WEB_TEST_HELPERS = "test";

export type Side = "web" | "api";

export interface ImportEdge {
  side: Side;
  /** importing file, relative to the side's src folder (e.g. modules/team/pages/TeamPage.tsx) */
  from: string;
  /** imported file, relative to the same src folder */
  to: string;
}

export interface Violation {
  side: Side;
  rule: "feature-imports-feature" | "feature-imports-outside" | "shared-imports-feature";
  from: string;
  to: string;
  /** module pair, the allowlist's key: "web: modules/a -> modules/b" */
  key: string;
}

export interface Report {
  edges: ImportEdge[];
  violations: Violation[];
  /** imports (statements) from one web feature into another */
  featureImports: number;
  /** … of which from a composition module (shell, dashboard) */
  featureImportsFromComposition: number;
  /** groups of modules importing each other in a loop, each as "web: a, b, c" */
  cycles: string[];
  /** modules importing each other directly, each as "api: a <-> b" */
  twoWay: string[];
}

const SRC: Record<Side, string> = { web: "web/src", api: "api/src" };
const GENERATED: Record<Side, string[]> = { web: ["gql"], api: ["generated"] };
const EXTENSIONS = [".ts", ".tsx", ".json", "/index.ts", "/index.tsx"];

function sourceFiles(dir: string, skip: string[]): string[] {
  const out: string[] = [];
  const walk = (abs: string, rel: string) => {
    for (const e of fs.readdirSync(abs, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (!skip.includes(r) && e.name !== "node_modules") walk(path.join(abs, e.name), r);
      } else if (/\.(ts|tsx)$/.test(e.name) && !e.name.endsWith(".d.ts")) out.push(r);
    }
  };
  walk(dir, "");
  return out.sort();
}

// Static imports and re-exports (`import … from`, `export … from`, `import "x"`)
// at the start of a line, and dynamic `import("x")`. Comments are blanked first.
const STATIC = /^[ \t]*(?:import|export)\b[^;"'`]*?\bfrom\s*["']([^"']+)["']|^[ \t]*import\s*["']([^"']+)["']/gm;
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The module specifiers a source text imports. */
export function importSpecifiers(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const found: string[] = [];
  for (const m of code.matchAll(STATIC)) found.push(m[1] ?? m[2]);
  for (const m of code.matchAll(DYNAMIC)) found.push(m[1]);
  return found;
}

function resolveRelative(srcDir: string, fromRel: string, spec: string): string | null {
  const base = path.resolve(srcDir, path.dirname(fromRel), spec);
  for (const candidate of [base, ...EXTENSIONS.map((x) => base + x), base.replace(/\.js$/, ".ts")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return path.relative(srcDir, candidate).split(path.sep).join("/");
  }
  return null;
}

/** Every import between files of one side's src folder. */
export function collectEdges(side: Side, root = ROOT): ImportEdge[] {
  const srcDir = path.join(root, SRC[side]);
  const edges: ImportEdge[] = [];
  for (const from of sourceFiles(srcDir, GENERATED[side])) {
    let text: string;
    try {
      text = fs.readFileSync(path.join(srcDir, from), "utf8");
    } catch {
      continue; // removed while we read the tree
    }
    for (const spec of importSpecifiers(text)) {
      if (!spec.startsWith(".")) continue;
      const to = resolveRelative(srcDir, from, spec);
      if (to && !to.startsWith("..")) edges.push({ side, from, to });
    }
  }
  return edges;
}

/**
 * The module a file belongs to: web/src/modules/<f> and api/src/modules/<f>,
 * api/src/infra/<x>, else the top folder (a file at the top is its own module).
 */
export function moduleOf(side: Side, file: string): string {
  const parts = file.split("/");
  if (parts[0] === "modules" && parts.length > 2) return `modules/${parts[1]}`;
  if (side === "api" && parts[0] === "infra" && parts.length > 2) return `infra/${parts[1]}`;
  return parts[0];
}

const isFeature = (mod: string) => mod.startsWith("modules/");
const isTestFile = (file: string) => /\.test\.tsx?$/.test(file) || file.split("/").includes("testing");

/** The web rules; api/src has no import rule besides no cycles. */
export function violationsOf(edge: ImportEdge): Violation[] {
  if (edge.side !== "web") return [];
  const fromMod = moduleOf("web", edge.from);
  const toMod = moduleOf("web", edge.to);
  if (fromMod === toMod) return [];
  const v = (rule: Violation["rule"]): Violation[] => [{ ...edge, rule, key: `web: ${fromMod} -> ${toMod}` }];
  if (WEB_FEATURE_FREE.includes(fromMod) && isFeature(toMod)) return v("shared-imports-feature");
  if (!isFeature(fromMod)) return [];
  if (isFeature(toMod)) return WEB_COMPOSITION.includes(fromMod) ? [] : v("feature-imports-feature");
  if (WEB_SHARED.includes(toMod)) return [];
  if (toMod === WEB_TEST_HELPERS && isTestFile(edge.from)) return [];
  // a test may read the shared catalogues to assert a text
  if (toMod === "locales" && isTestFile(edge.from)) return [];
  return v("feature-imports-outside");
}

/**
 * Groups of modules that import each other in a loop: the strongly connected
 * components (Tarjan) with more than one module, each sorted by name. One
 * group stands for every cycle through its modules.
 */
export function cyclicGroups(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v);
  return groups.sort((a, b) => a[0].localeCompare(b[0]));
}

/** Pairs of modules that import each other directly ("a <-> b"). */
export function twoWayPairs(graph: Map<string, Set<string>>): string[] {
  const pairs: string[] = [];
  for (const [a, targets] of graph) for (const b of targets) if (a < b && graph.get(b)?.has(a)) pairs.push(`${a} <-> ${b}`);
  return pairs.sort();
}

export function moduleGraph(edges: ImportEdge[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const e of edges) {
    const a = moduleOf(e.side, e.from);
    const b = moduleOf(e.side, e.to);
    if (!graph.has(a)) graph.set(a, new Set());
    if (!graph.has(b)) graph.set(b, new Set());
    if (a !== b) graph.get(a)?.add(b);
  }
  return graph;
}

export function analyse(edges: ImportEdge[]): Report {
  const violations = edges.flatMap(violationsOf);
  const between = edges.filter(
    (e) => e.side === "web" && isFeature(moduleOf("web", e.from)) && isFeature(moduleOf("web", e.to)) && moduleOf("web", e.from) !== moduleOf("web", e.to),
  );
  const cycles: string[] = [];
  const twoWay: string[] = [];
  for (const side of ["api", "web"] as const) {
    // tests and the shared test helpers are not part of the running app's module graph
    const graph = moduleGraph(edges.filter((e) => e.side === side && !isTestFile(e.from) && moduleOf(side, e.from) !== WEB_TEST_HELPERS));
    for (const group of cyclicGroups(graph)) cycles.push(`${side}: ${group.join(", ")}`);
    for (const pair of twoWayPairs(graph)) twoWay.push(`${side}: ${pair}`);
  }
  return {
    edges,
    violations,
    featureImports: between.length,
    featureImportsFromComposition: between.filter((e) => WEB_COMPOSITION.includes(moduleOf("web", e.from))).length,
    cycles,
    twoWay,
  };
}

export interface Allowlist {
  imports: string[];
  cycles: string[];
}

export const ALLOWLIST_FILE = path.join(ROOT, "tests/meta/boundary-allowlist.json");

export function readAllowlist(file = ALLOWLIST_FILE): Allowlist {
  const raw = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<Allowlist>;
  return { imports: raw.imports ?? [], cycles: raw.cycles ?? [] };
}

/** What the allowlist does not cover (fails lint) and what it lists that no longer happens. */
export function judge(report: Report, allow: Allowlist) {
  const newViolations = report.violations.filter((v) => !allow.imports.includes(v.key));
  // A group that lost modules (a cycle broken) is still covered by the group it came from.
  const members = (c: string) => {
    const [side, list] = c.split(": ");
    return { side, modules: list.split(", ") };
  };
  const covers = (allowed: string, group: string) => {
    const [a, g] = [members(allowed), members(group)];
    return a.side === g.side && g.modules.every((m) => a.modules.includes(m));
  };
  const newCycles = report.cycles.filter((c) => !allow.cycles.some((a) => covers(a, c)));
  const seenKeys = new Set(report.violations.map((v) => v.key));
  const stale = [...allow.imports.filter((k) => !seenKeys.has(k)), ...allow.cycles.filter((a) => !report.cycles.some((c) => covers(a, c)))];
  return { newViolations, newCycles, stale };
}

/** How far the imports between web features are over MAX_FEATURE_IMPORTS (0 when within it). */
export function featureImportsOver(report: Report, max = MAX_FEATURE_IMPORTS): number {
  return Math.max(0, report.featureImports - max);
}

function main(): number {
  // --root DIR: the figures of another copy of the repository (e.g. an older commit's `git archive`)
  const at = process.argv.indexOf("--root");
  const root = at > 0 ? path.resolve(process.argv[at + 1]) : ROOT;
  const report = analyse([...collectEdges("web", root), ...collectEdges("api", root)]);
  const allow = readAllowlist();
  const { newViolations, newCycles, stale } = judge(report, allow);
  const pairs = new Set(report.violations.map((v) => v.key));
  console.log("Module boundaries (tests/meta/boundaries.ts)");
  console.log(
    `  imports from one web feature into another: ${report.featureImports}, of which ${report.featureImportsFromComposition} from shell and dashboard (they compose features)`,
  );
  console.log(`  imports breaking a boundary rule: ${report.violations.length}, between ${pairs.size} pairs of modules`);
  const count = (list: string[], side: Side) => list.filter((c) => c.startsWith(side)).length;
  console.log(
    `  module cycles: ${report.cycles.length} groups of modules importing each other in a loop (api ${count(report.cycles, "api")}, web ${count(report.cycles, "web")})`,
  );
  console.log(
    `    of which modules importing each other directly: ${report.twoWay.length} pairs (api ${count(report.twoWay, "api")}, web ${count(report.twoWay, "web")})`,
  );
  if (process.argv.includes("--verbose")) {
    for (const c of report.cycles) console.log(`    cycle ${c}`);
    for (const p of report.twoWay) console.log(`    two-way ${p}`);
    for (const v of report.violations) console.log(`    ${v.rule}: ${v.from} -> ${v.to}`);
  }
  for (const v of newViolations) console.error(`✗ ${v.rule}: web/src/${v.from} imports web/src/${v.to}`);
  for (const c of newCycles) console.error(`✗ modules importing each other in a loop: ${c}`);
  if (stale.length) {
    console.log(`  ${stale.length} allowlist entries no longer needed; remove them from tests/meta/boundary-allowlist.json:`);
    for (const s of stale) console.log(`    ${s}`);
  }
  const over = featureImportsOver(report);
  if (over)
    console.error(
      `✗ ${report.featureImports} imports from one web feature into another, over the ceiling of ${MAX_FEATURE_IMPORTS}: move the shared piece to ui/ or domain/`,
    );
  const failed = newViolations.length + newCycles.length + (over ? 1 : 0);
  if (failed) console.error(`${failed} boundary problems (allowed today: ${allow.imports.length} module pairs, ${allow.cycles.length} cycles)`);
  return failed ? 1 : 0;
}

if (import.meta.main) process.exit(main());
