import fs from "node:fs";
import path from "node:path";
import { encodeGlobalID } from "@pothos/plugin-relay";
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from "graphql";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../api/src/graphql/errors.ts";
import { schema } from "../../api/src/schema.ts";
import { REFRESH_COOKIE } from "../../api/src/modules/auth/sessions.ts";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { createBudgetRow, createInvoiceRow, createTransactionRow } from "../support/finance-factories.ts";
import { createProject, createStaff } from "../support/management-factories.ts";
import { createConnection, createServiceRequest } from "../support/network-factories.ts";
import { createApplication, createNotification } from "../support/opportunity-factories.ts";
import { type Slot, dummy, isAdminOnly, isPublic, rootFields } from "../support/schema-walk.ts";
import { type GqlResult, useTestApp } from "../support/test-app.ts";

// Issue 7: malformed and hostile input to every mutation of the schema (a
// mutation added tomorrow is walked the day it appears). Each case must get
// a clear answer from the closed set of codes — never a 5xx, never
// INTERNAL_SERVER_ERROR — and a refused case must leave the database and the
// data folder exactly as they were. Free text that is accepted must be
// stored verbatim (inert: we never rewrite it, the web app escapes it).
const t = useTestApp();

type Field = GraphQLField<unknown, unknown>;
type Path = Array<string | number>;
interface Leaf {
  path: Path;
  type: GraphQLInputType;
  named: GraphQLNamedType;
  slot: Slot;
}
interface Upload {
  name: string;
  type: string;
  bytes: Uint8Array;
}
interface Case {
  label: string;
  variables: Record<string, unknown>;
  files: Map<string, Upload>;
  /** the value that, if the call is accepted, must be stored verbatim */
  text?: string;
  /** this input can never be valid: the call must be refused */
  mustRefuse: boolean;
  /** if accepted, no stored value may contain this */
  mustNotStore?: string;
  /** GraphQL document override (unknown arguments) */
  query?: string;
  headers?: Record<string, string>;
  kind: string;
}

const CLOSED = new Set<string>(ERROR_CODES);
const mutations = rootFields(schema.getMutationType());

// ── The hostile material ────────────────────────────────────────────────
const MB = 1_048_576;
const HOSTILE_TEXT: Array<[kind: string, value: string]> = [
  ["unicode: NUL byte", "Olá\u0000mundo"],
  ["unicode: lone surrogate", "Olá\uD800mundo"],
  ["unicode: RTL override", "fatura\u202Egpj.exe"],
  ["unicode: zero-width", "Lu\u200Ban\u200Dd\uFEFFa\u2060"],
  ["unicode: emoji", "Projeto 🇦🇴👩🏽‍💻🚀"],
  ["unicode: combining marks", "Açaí e\u0301 n\u0303 Z\u0351\u0353\u0327"],
  ["unicode: long grapheme cluster", `a${"\u0301".repeat(300)}`],
  ["sql injection", `'; DROP TABLE "User"; --`],
  ["sql injection", "' OR '1'='1"],
  ["html injection", "<script>alert(1)</script>"],
  ["html injection", "<img src=x onerror=alert(1)>"],
  ["huge string 100 kB", "x".repeat(100_000)],
  ["huge string 1 MB", "y".repeat(MB)],
];
/** Characters no text column can hold faithfully (PostgreSQL refuses NUL; a lone surrogate cannot be UTF-8). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what PostgreSQL cannot store
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const tooLong = (v: string) => v.length >= 100_000;
/** Leaves whose value has a shape (ids, addresses, links, codes): hostile text there is always refused. */
const STRICT_NAME = /(^|[a-z])(id|email|url|link|website|phone|token|scopes)$/i;
const PASSWORD_NAME = /password/i;

// A 1×1 PNG, and files that pretend to be one.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const HOSTILE_UPLOADS: Array<[kind: string, upload: Upload]> = [
  ["upload: oversize (5 MB + 1 byte, PNG header)", { name: "grande.png", type: "image/png", bytes: Buffer.concat([PNG, Buffer.alloc(5 * MB + 1 - PNG.length)]) }],
  ["upload: HTML renamed .png", { name: "foto.png", type: "image/png", bytes: Buffer.from("<html><script>alert(document.cookie)</script></html>") }],
  [
    "upload: PNG signature then garbage",
    { name: "poliglota.png", type: "image/png", bytes: Buffer.concat([PNG.subarray(0, 8), Buffer.from("<script>alert(1)</script>".repeat(20))]) },
  ],
  [
    "upload: SVG with script as image/png",
    { name: "x.png", type: "image/png", bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
  ],
  ["upload: empty file", { name: "vazio.png", type: "image/png", bytes: new Uint8Array() }],
  ["upload: huge file name", { name: `${"a".repeat(10_000)}.png`, type: "image/png", bytes: PNG }],
  // the multipart parser keeps only the last segment; if the file is accepted, no path may be stored
  ["upload: path traversal file name", { name: "../../etc/passwd", type: "image/png", bytes: PNG }],
  ["upload: backslash path file name", { name: "..\\..\\boot.ini", type: "image/png", bytes: PNG }],
  ["upload: NUL in file name", { name: "foto\u0000.png", type: "image/png", bytes: PNG }],
];

// ── Walking the arguments ───────────────────────────────────────────────
const unwrap = (type: GraphQLInputType) => (isNonNullType(type) ? type.ofType : type);

function leavesOf(type: GraphQLInputType, at: Path, slot: Slot, depth = 0): Leaf[] {
  const inner = unwrap(type);
  if (isInputObjectType(inner) && depth < 4) {
    return Object.values(inner.getFields()).flatMap((f) => leavesOf(f.type, [...at, f.name], f as Slot, depth + 1));
  }
  if (isListType(inner) && isInputObjectType(getNamedType(inner))) return leavesOf(inner.ofType, [...at, 0], slot, depth + 1);
  return [{ path: at, type, named: getNamedType(type), slot }];
}
const leavesOfField = (field: Field) => field.args.flatMap((a) => leavesOf(a.type, [a.name], a as Slot));

function typeAt(field: Field, p: Path): GraphQLInputType {
  let type: GraphQLInputType = field.args.find((a) => a.name === p[0])!.type;
  for (const key of p.slice(1)) {
    const inner = unwrap(type);
    type = typeof key === "number" && isListType(inner) ? inner.ofType : isInputObjectType(inner) ? inner.getFields()[key as string].type : type;
  }
  return type;
}

let idFor: (typename: string | undefined) => string = (n) => encodeGlobalID(n ?? "Unknown", "00000000-0000-4000-8000-000000000000");

let serial = 0;
/** Sample text made unique per case, so a case is not refused only because the previous one took the name or address. */
function unique(value: unknown): unknown {
  if (value === "probe") return `probe ${serial}`;
  if (value === "probe@example.test") return `probe-${serial}@example.test`;
  if (Array.isArray(value)) return value.map(unique);
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unique(v)]));
  return value;
}

/** Valid values for the required arguments (ids of real rows), files set aside for the multipart request. */
function baseOf(field: Field): { variables: Record<string, unknown>; files: Map<string, Upload> } {
  const variables: Record<string, unknown> = {};
  const files = new Map<string, Upload>();
  serial++;
  for (const arg of field.args) {
    if (!isNonNullType(arg.type) || arg.defaultValue !== undefined) continue;
    variables[arg.name] = unique(dummy(arg.type, [], arg as Slot, idFor));
  }
  for (const leaf of leavesOfField(field)) {
    if (leaf.named.name === "File" && isNonNullType(leaf.type)) {
      setAt(field, variables, leaf.path, null);
      files.set(leaf.path.join("."), { name: "documento.pdf", type: "application/pdf", bytes: PDF });
    }
  }
  return { variables, files };
}

/** Sets the value at a path, creating (valid) enclosing inputs on the way. */
function setAt(field: Field, root: Record<string, unknown>, p: Path, value: unknown) {
  let container = root as Record<string | number, unknown>;
  for (let i = 0; i < p.length - 1; i++) {
    if (container[p[i]] == null) container[p[i]] = unique(dummy(typeAt(field, p.slice(0, i + 1)), [], { name: String(p[i]) }, idFor));
    container = container[p[i]] as Record<string | number, unknown>;
  }
  container[p[p.length - 1]] = value;
}

function wrongValues(leaf: Leaf): Array<[string, unknown]> {
  const list = isListType(unwrap(leaf.type));
  const out: Array<[string, unknown]> = [];
  const name = leaf.named.name;
  const asList = (v: unknown) => (list ? [v] : v);
  if (isInputObjectType(leaf.named)) out.push(["string for an input object", "x"], ["number for an input object", 7]);
  else if (isEnumType(leaf.named))
    out.push(["unknown enum value", asList("NOT_A_VALUE")], ["number for an enum", asList(1)], ["injection for an enum", asList(`ADMIN'; --`)]);
  else if (name === "Int" || name === "Float")
    out.push(["string for a number", asList("12")], ["boolean for a number", asList(true)], ["2^53 for a number", asList(2 ** 53)]);
  else if (name === "Boolean") out.push(["string for a boolean", asList("true")], ["number for a boolean", asList(1)]);
  else if (name === "File") out.push(["string for a file", "x"], ["number for a file", 1]);
  // a Decimal may come as a JSON number, like its literal form (scalars.ts)
  else if (name === "Decimal") out.push(["boolean for a decimal", asList(true)]);
  else out.push(["number for a string", asList(42.5)], ["boolean for a string", asList(false)]);
  out.push(["object for a scalar", asList({ $gt: "" })], ["array of arrays", [["a"]]]);
  if (!list && !isInputObjectType(leaf.named)) {
    out.push(["array for a scalar", ["a", "b"]]);
    // what String() would flatten back into a valid value
    if (!["File"].includes(name)) out.push(["array holding a valid value", [unique(dummy(leaf.type, [], leaf.slot, idFor))]]);
  }
  if (isNonNullType(leaf.type)) out.push(["null for a required value", null]);
  return out;
}

const stringLike = (leaf: Leaf) => isScalarType(leaf.named) && ["String", "ID", "Date", "DateTime", "Decimal"].includes(leaf.named.name);
const strict = (leaf: Leaf) => leaf.named.name !== "String" || STRICT_NAME.test(leaf.slot.name);

function casesFor(field: Field): Case[] {
  const cases: Case[] = [];
  const withValue = (leaf: Leaf, value: unknown) => {
    const { variables, files } = baseOf(field);
    files.delete(leaf.path.join("."));
    setAt(field, variables, leaf.path, value);
    return { variables, files };
  };
  for (const leaf of leavesOfField(field)) {
    const where = leaf.path.join(".");
    for (const [kind, value] of wrongValues(leaf)) {
      cases.push({ kind: "wrong type", label: `${where}: ${kind}`, ...withValue(leaf, value), mustRefuse: true });
    }
    if (stringLike(leaf)) {
      const list = isListType(unwrap(leaf.type));
      for (const [kind, value] of HOSTILE_TEXT) {
        cases.push({
          kind,
          label: `${where}: ${kind} ${JSON.stringify(value.slice(0, 30))}`,
          ...withValue(leaf, list ? [value] : value),
          text: value,
          mustRefuse: strict(leaf) || UNSTORABLE.test(value) || tooLong(value),
        });
      }
    }
    if (leaf.named.name === "File") {
      for (const [kind, upload] of HOSTILE_UPLOADS) {
        const { variables, files } = withValue(leaf, null);
        files.set(where, upload);
        const traversal = /path/.test(kind);
        cases.push({ kind, label: `${where}: ${kind}`, variables, files, mustRefuse: !traversal, mustNotStore: traversal ? ".." : undefined });
      }
    }
  }
  // Whatever the arguments: an argument the schema does not have, a forged
  // bearer token (in place of the caller's), and for the mutations open to
  // visitors a forged session cookie.
  const sig = operationOf(field);
  cases.push({
    kind: "unknown argument",
    label: "unknown argument with an injection",
    ...baseOf(field),
    query: sig.replace(`${field.name}${field.args.length ? "(" : ""}`, `${field.name}(hostile: "'; DROP TABLE \\"User\\"; --"${field.args.length ? ", " : ")"}`),
    mustRefuse: true,
  });
  cases.push({
    kind: "forged credentials",
    label: "forged bearer token",
    ...baseOf(field),
    headers: { authorization: `Bearer ' OR '1'='1` },
    // a visitor's mutation treats an unreadable access token as a stale one: it may go ahead, anonymously
    mustRefuse: !isPublic(field),
  });
  if (isPublic(field)) {
    cases.push({
      kind: "forged credentials",
      label: "forged refresh cookie",
      ...baseOf(field),
      headers: { cookie: `${REFRESH_COOKIE}=${encodeURIComponent(`'; DROP TABLE "Session"; --<script>`)}` },
      mustRefuse: field.name === "refreshSession",
    });
  }
  return cases;
}

function operationOf(field: Field): string {
  const declared = field.args.map((a) => `$${a.name}: ${String(a.type)}`);
  const passed = field.args.map((a) => `${a.name}: $${a.name}`);
  const named = getNamedType(field.type);
  const selection = isScalarType(named) || isEnumType(named) ? "" : " { __typename }";
  return `mutation Hostile${declared.length ? `(${declared.join(", ")})` : ""} { ${field.name}${passed.length ? `(${passed.join(", ")})` : ""}${selection} }`;
}

// ── Sending ─────────────────────────────────────────────────────────────
async function send(field: Field, c: Case, token: string | undefined): Promise<GqlResult> {
  const query = c.query ?? operationOf(field);
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const headers: Record<string, string> = { ...auth, ...c.headers };
  if (c.files.size === 0) return t.gql(query, c.variables, { headers });
  const form = new FormData();
  form.append("operations", JSON.stringify({ query, variables: c.variables }));
  const entries = [...c.files.entries()];
  form.append("map", JSON.stringify(Object.fromEntries(entries.map(([p], i) => [String(i), [`variables.${p}`]]))));
  entries.forEach(([, f], i) => form.append(String(i), new File([f.bytes as Uint8Array<ArrayBuffer>], f.name, { type: f.type })));
  const res = await t.fetch("/graphql", { method: "POST", body: form, headers: { "x-ponte-csrf": "1", ...headers } });
  const text = await res.text();
  let body: Omit<GqlResult, "status" | "headers">;
  try {
    body = JSON.parse(text);
  } catch {
    body = { errors: [{ message: `not JSON: ${text.slice(0, 200)}` }] };
  }
  return { status: res.status, headers: res.headers, ...body };
}

// ── Fingerprints ────────────────────────────────────────────────────────
// Not compared: the migrations table, and the rate-limit and sign-in guessing
// counters (a refused attempt legitimately counts against its caller and the
// account tried; we also clear them before every case so that no case is
// refused for being the hundredth of a kind).
const EXCLUDED = new Set(["_prisma_migrations", "RateLimitBucket", "SignInThrottle"]);
interface Table {
  name: string;
  row: string;
  key: string;
}
let tables: Table[] = [];
let fingerprintSql = "";
const rowsSnapshot = new Map<string, Map<string, string>>();
let lastPrints: Record<string, string> = {};
let lastWrites = "";

async function prepareFingerprints() {
  const cols = await t.prisma.$queryRawUnsafe<Array<{ table_name: string; column_name: string; data_type: string }>>(
    `SELECT table_name::text, column_name::text, data_type::text FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
  );
  const keys = await t.prisma.$queryRawUnsafe<Array<{ table: string; column: string }>>(
    `SELECT c.relname::text AS table, a.attname::text AS column FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY(i.indkey)
      WHERE i.indisprimary AND n.nspname = 'public' ORDER BY a.attnum`,
  );
  const byTable = new Map<string, typeof cols>();
  for (const c of cols) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c]);
  tables = [...byTable.entries()]
    .filter(([name]) => !EXCLUDED.has(name))
    .map(([name, columns]) => {
      // bytes enter the print as their digest: a stored upload is seen, its megabytes are not re-read
      const binary = columns.filter((c) => c.data_type === "bytea").map((c) => c.column_name);
      const row = binary.reduce((expr, c) => `(${expr} - '${c}') || jsonb_build_object('${c}', md5(t."${c}"))`, "to_jsonb(t)");
      const keyCols = keys.filter((k) => k.table === name).map((k) => `t."${k.column}"::text`);
      return { name, row, key: keyCols.length ? `concat_ws('|', ${keyCols.join(", ")})` : `${row}::text` };
    });
  fingerprintSql = tables
    .map(
      (tb) =>
        `SELECT '${tb.name}' AS name, (SELECT md5(coalesce(string_agg(r, ',' ORDER BY r), '')) FROM (SELECT md5((${tb.row})::text) r FROM "${tb.name}" t) s) AS print`,
    )
    .join(" UNION ALL ");
  // Every INSERT, UPDATE, DELETE or TRUNCATE statement on a compared table
  // moves a sequence (non-transactional: rolled-back writes count too). A case
  // after which it has not moved wrote nothing, and needs no full print.
  await direct.query(`CREATE SEQUENCE hostile_input_writes;
    CREATE FUNCTION hostile_input_count() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM nextval('hostile_input_writes'); RETURN NULL; END $$;
    ${tables.map((tb) => `CREATE TRIGGER hostile_input_count AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${tb.name}" FOR EACH STATEMENT EXECUTE FUNCTION hostile_input_count();`).join("\n")}`);
  lastWrites = await writes();
  lastPrints = await prints();
  for (const tb of tables) rowsSnapshot.set(tb.name, await rowsOf(tb));
}

/** The write counter; also clears the rate-limit counters for the next case when there are any. */
async function writes(): Promise<string> {
  const { rows } = await direct.query<{ w: string; limits: number }>(
    `SELECT (SELECT last_value::text || is_called::text FROM hostile_input_writes) AS w,
            (SELECT count(*)::int FROM "RateLimitBucket") + (SELECT count(*)::int FROM "SignInThrottle") AS limits`,
  );
  if (rows[0].limits > 0) await direct.query(`DELETE FROM "RateLimitBucket"; DELETE FROM "SignInThrottle"`);
  return rows[0].w;
}

// A plain connection of its own: one round trip per case, none of the ORM's overhead.
let direct: pg.Client;
/** The print of every compared table. */
async function prints(): Promise<Record<string, string>> {
  const { rows } = await direct.query<{ name: string; print: string }>(fingerprintSql);
  return Object.fromEntries(rows.map((r) => [r.name, r.print]));
}
async function rowsOf(tb: Table): Promise<Map<string, string>> {
  const { rows } = await direct.query<{ k: string; r: string }>(`SELECT ${tb.key} AS k, (${tb.row})::text AS r FROM "${tb.name}" t`);
  return new Map(rows.map((x) => [x.k, x.r]));
}

interface Change {
  table: string;
  added: string[];
  updated: string[];
  removed: string[];
}
/** What changed since the last call, row by row. */
async function changes(): Promise<Change[]> {
  const w = await writes();
  if (w === lastWrites) return [];
  lastWrites = w;
  const now = await prints();
  const out: Change[] = [];
  for (const tb of tables) {
    if (now[tb.name] === lastPrints[tb.name]) continue;
    const before = rowsSnapshot.get(tb.name)!;
    const after = await rowsOf(tb);
    const change: Change = { table: tb.name, added: [], updated: [], removed: [] };
    for (const [k, r] of after) {
      if (!before.has(k)) change.added.push(r);
      else if (before.get(k) !== r) change.updated.push(r);
    }
    for (const k of before.keys()) if (!after.has(k)) change.removed.push(before.get(k)!);
    rowsSnapshot.set(tb.name, after);
    out.push(change);
  }
  lastPrints = now;
  return out;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * Whether a stored row holds exactly this text in one of its columns (or in
 * an array or JSON value). The one rewrite allowed is of whitespace (names
 * are trimmed and runs of spaces collapsed; U+FEFF counts as a space):
 * nothing is escaped, stripped or re-encoded.
 */
const spaces = (v: string) => v.trim().replace(/\s+/g, " ");
function holdsVerbatim(rowJson: string, text: string): boolean {
  const seek = (v: unknown): boolean =>
    v === text ||
    (typeof v === "string" && v === spaces(text)) ||
    (Array.isArray(v) ? v.some(seek) : v !== null && typeof v === "object" ? Object.values(v).some(seek) : false);
  return seek(JSON.parse(rowJson));
}
const containsText = (rowJson: string, part: string) => {
  const seek = (v: unknown): boolean =>
    typeof v === "string" ? v.includes(part) : Array.isArray(v) ? v.some(seek) : v !== null && typeof v === "object" ? Object.values(v).some(seek) : false;
  return seek(JSON.parse(rowJson));
};

// ── The run ─────────────────────────────────────────────────────────────
const tokens: { admin?: string; member?: string } = {};
const tally = new Map<string, number>();
const count = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);
const planned = new Map(mutations.map((m) => [m.name, casesFor(m)]));

beforeAll(async () => {
  const admin = await createAdmin(t);
  const member = await createUser(t, { fullName: "Membro Hostil" });
  const other = await createUser(t, { fullName: "Outra Pessoa" });
  tokens.admin = admin.token;
  tokens.member = member.token;
  const opportunity = await createOpportunity(t);
  const project = await createProject(t);
  const staff = await createStaff(t);
  const milestone = await t.prisma.milestone.create({ data: { projectId: project.id, title: "Marco", dueDate: new Date(Date.now() + 86_400_000) } });
  const risk = await t.prisma.risk.create({ data: { projectId: project.id, description: "Risco" } });
  const deliverable = await t.prisma.deliverable.create({ data: { projectId: project.id, title: "Entrega" } });
  const rows: Record<string, string> = {
    Opportunity: opportunity.id,
    Project: project.id,
    Client: project.clientId,
    StaffMember: staff.id,
    Milestone: milestone.id,
    Risk: risk.id,
    Deliverable: deliverable.id,
    Transaction: (await createTransactionRow(t)).id,
    Budget: (await createBudgetRow(t)).id,
    Invoice: (await createInvoiceRow(t)).id,
    Application: (await createApplication(t, { userId: member.user.id, opportunityId: opportunity.id })).id,
    Notification: (await createNotification(t, member.user.id)).id,
    ServiceRequest: (await createServiceRequest(t, member.user.id)).id,
    Connection: (await createConnection(t, other.user.id, member.user.id, "PENDING")).id,
    User: other.user.id,
  };
  const real = idFor;
  idFor = (typename) => (typename && rows[typename] ? encodeGlobalID(typename, rows[typename]) : real(typename));
  for (const name of planned.keys()) planned.set(name, casesFor(mutations.find((m) => m.name === name)!));
  direct = new pg.Client({ connectionString: t.databaseUrl });
  await direct.connect();
  await prepareFingerprints();
}, 60_000);

afterAll(async () => {
  await direct?.end();
  const lines = [...tally.entries()].sort().map(([k, v]) => `  ${k}: ${v}`);
  const total = [...planned.values()].reduce((n, c) => n + c.length, 0);
  console.log(`hostile input: ${planned.size} mutations, ${total} cases\n${lines.join("\n")}`);
});

describe("every mutation has hostile cases", () => {
  it("walks the whole schema: wrong types for every argument, hostile text for every text field, hostile files for every upload", () => {
    const missing: string[] = [];
    for (const m of mutations) {
      const cases = planned.get(m.name)!;
      const kinds = new Set(cases.map((c) => c.kind));
      const leaves = leavesOfField(m);
      if (cases.length === 0) missing.push(`${m.name}: no cases`);
      if (leaves.length && !kinds.has("wrong type")) missing.push(`${m.name}: no wrong-type cases`);
      if (leaves.some(stringLike) && !kinds.has("sql injection")) missing.push(`${m.name}: no text cases`);
      if (leaves.some((l) => l.named.name === "File") && !kinds.has("upload: empty file")) missing.push(`${m.name}: no upload cases`);
    }
    expect(missing).toEqual([]);
    expect(mutations.length).toBeGreaterThan(50);
  });
});

describe("text written into the document itself", () => {
  it("a NUL or a lone surrogate in a string literal is refused like one in a variable", async () => {
    for (const literal of ["a\\u0000b@example.test", "a\\ud800b@example.test"]) {
      const res = await t.gql(`mutation { requestPasswordReset(email: "${literal}") }`);
      expect(res.status).toBeLessThan(500);
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(res.errors)).toBe("BAD_USER_INPUT");
    }
  });
});

/** Sends one case and judges the answer (not yet the data): a closed code with a reason, no 5xx, nothing internal leaked. */
async function answer(field: Field, c: Case, who: string, token: string | undefined, problems: string[]) {
  const res = await send(field, c, token);
  const what = `${field.name} as ${who}, ${c.label}`;
  const errors = res.errors ?? [];
  const refused = errors.length > 0;
  count(`${c.kind} → ${refused ? "refused" : "accepted"}`);
  if (res.status >= 500) problems.push(`${what}: HTTP ${res.status}`);
  for (const e of errors) {
    const code = e.extensions?.code;
    if (!code || !CLOSED.has(code) || code === "INTERNAL_SERVER_ERROR") problems.push(`${what}: code ${code} (${e.message.slice(0, 120)})`);
    if (!e.message || (code === "BAD_USER_INPUT" && !e.extensions?.reason)) problems.push(`${what}: ${code} without a reason`);
    if (/prisma|postgres|invalid byte sequence|\bat .*\.ts|SELECT|INSERT/i.test(e.message)) problems.push(`${what}: leaks internals: ${e.message.slice(0, 120)}`);
  }
  if (!refused && c.mustRefuse) problems.push(`${what}: accepted, must be refused`);
  return { what, refused };
}

/** A signed-in query that reads the database still works. */
async function healthy(after: string, problems: string[]) {
  const health = await t.gql(`{ me { id } }`, {}, { token: tokens.member });
  if (health.errors || !health.data?.me?.id) problems.push(`${after}: server unhealthy afterwards`);
}

/** Rows an accepted call removes by design: a new photo replaces the old one, whose bytes and resized copies go. */
const REPLACES: Record<string, string[]> = { uploadMyPhoto: ["Media", "MediaVariant"], uploadStaffPhoto: ["Media", "MediaVariant"] };

/** Judges what one case did to the data. */
function judgeData(field: Field, c: Case, what: string, refused: boolean, changed: Change[], filesMoved: boolean, problems: string[]) {
  if (refused) {
    if (changed.length) problems.push(`${what}: refused but changed ${changed.map((ch) => ch.table).join(", ")}`);
    if (filesMoved) problems.push(`${what}: refused but wrote files`);
    return;
  }
  if (!changed.length) return;
  const removed = changed.filter((ch) => ch.removed.length && !REPLACES[field.name]?.includes(ch.table));
  if (removed.length) problems.push(`${what}: accepted and removed rows from ${removed.map((ch) => ch.table).join(", ")}`);
  const touched = changed.flatMap((ch) => [...ch.added, ...ch.updated]);
  if (c.text !== undefined && !PASSWORD_NAME.test(c.label.split(":")[0]) && !touched.some((r) => holdsVerbatim(r, c.text!))) {
    problems.push(`${what}: accepted but not stored verbatim (${changed.map((ch) => ch.table).join(", ")})`);
  }
  if (c.mustNotStore && touched.some((r) => containsText(r, c.mustNotStore!))) problems.push(`${what}: stored ${JSON.stringify(c.mustNotStore)}`);
}

async function oneByOne(field: Field, c: Case, who: string, token: string | undefined, problems: string[]) {
  const filesBefore = JSON.stringify(filesUnder(t.config.dataDir));
  const { what, refused } = await answer(field, c, who, token, problems);
  await healthy(what, problems);
  judgeData(field, c, what, refused, await changes(), JSON.stringify(filesUnder(t.config.dataDir)) !== filesBefore, problems);
}

// Cases that can only be refused go in small concurrent waves (one data and
// health check per wave; a wave that wrote anything is replayed one by one to
// name the culprit). The others, and every case of the mutations open to
// visitors (rate limits count per address), go one by one.
const WAVE = 6;

describe.each(mutations.map((m) => ({ name: m.name, field: m })))("mutation $name", ({ name, field }) => {
  it("answers every hostile case clearly and keeps the data intact", async () => {
    const [who, token]: [string, string | undefined] = isPublic(field)
      ? ["visitor", undefined]
      : isAdminOnly(field)
        ? ["admin", tokens.admin]
        : ["member", tokens.member];
    const problems: string[] = [];
    const cases = planned.get(name)!;
    const waved = isPublic(field) ? [] : cases.filter((c) => c.mustRefuse);
    for (let i = 0; i < waved.length; i += WAVE) {
      const wave = waved.slice(i, i + WAVE);
      const filesBefore = JSON.stringify(filesUnder(t.config.dataDir));
      const answers = await Promise.all(wave.map((c) => answer(field, c, who, token, problems)));
      await healthy(
        `${name}: wave ${wave
          .map((c) => c.label)
          .join("; ")
          .slice(0, 200)}`,
        problems,
      );
      const changed = await changes();
      const filesMoved = JSON.stringify(filesUnder(t.config.dataDir)) !== filesBefore;
      if (changed.length || filesMoved) {
        problems.push(`${name}: a wave of refused cases changed ${changed.map((ch) => ch.table).join(", ") || "files"}; one by one:`);
        for (const c of wave) await oneByOne(field, c, who, token, problems);
      } else {
        answers.forEach((a, j) => judgeData(field, wave[j], a.what, a.refused, [], false, problems));
      }
    }
    for (const c of cases.filter((c) => !waved.includes(c))) await oneByOne(field, c, who, token, problems);
    expect(problems).toEqual([]);
  }, 300_000);
});
