import { type GraphQLField, isNonNullType } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../api/src/schema.ts";
import { createAdmin, createUser } from "../support/factories.ts";
import { invalidOperationFor, isAdminOnly, isPublic, rootFields, send } from "../support/schema-walk.ts";
import { useTestApp } from "../support/test-app.ts";

// Issue 12 item 8: who may call a field is decided before what they sent is
// judged. An anonymous caller sending input that breaks every rule (empty or
// overlong text, malformed addresses and ids, negative or huge numbers) must
// learn only that they must sign in; a member calling an administrator's
// field, only that it is not theirs. The list of protected fields comes from
// the schema's own scopes: a field added tomorrow is walked the day it appears.
const t = useTestApp();

type Field = GraphQLField<unknown, unknown>;
const probes = [
  ...rootFields(schema.getQueryType())
    .filter((f) => f.args.length > 0)
    .map((f) => ["query", f] as const),
  ...rootFields(schema.getMutationType()).map((f) => ["mutation", f] as const),
].filter(([, f]) => !isPublic(f));

const VARIANTS = ["empty", "huge"] as const;

let member: string;
let admin: string;
/** what an authorised caller gets for the same invalid input (to show the probes really are invalid) */
const authorisedCodes = new Map<string, string | undefined>();

beforeAll(async () => {
  member = (await createUser(t)).token;
  admin = (await createAdmin(t)).token;
});

const codeOf = (res: { errors?: Array<{ extensions?: { code?: string } }> }) => res.errors?.[0]?.extensions?.code;

describe.each(probes.map(([kind, field]) => ({ kind, name: field.name, field: field as Field })))("$kind $name", ({ kind, name, field }) => {
  it.each(VARIANTS)("an anonymous caller with %s invalid input gets UNAUTHENTICATED, no input error", async (variant) => {
    const res = await send(t, invalidOperationFor(kind, field, variant));
    expect(
      res.errors?.map((e) => e.extensions?.code),
      JSON.stringify(res.errors)?.slice(0, 500),
    ).toEqual(["UNAUTHENTICATED"]);
    expect(JSON.stringify(res.errors)).not.toMatch(/issues|VALIDATION_FAILED|INVALID_/);
    expect(res.data?.[name] ?? null).toBeNull();
  });

  if (isAdminOnly(field)) {
    it.each(VARIANTS)("a member with %s invalid input gets FORBIDDEN, no input error", async (variant) => {
      const res = await send(t, invalidOperationFor(kind, field, variant), member);
      expect(
        res.errors?.map((e) => e.extensions?.code),
        JSON.stringify(res.errors)?.slice(0, 500),
      ).toEqual(["FORBIDDEN"]);
      expect(JSON.stringify(res.errors)).not.toMatch(/issues|VALIDATION_FAILED|INVALID_/);
      expect(res.data?.[name] ?? null).toBeNull();
    });
  }

  it("(the same input from an authorised caller is judged)", async () => {
    const res = await send(t, invalidOperationFor(kind, field, "empty"), isAdminOnly(field) ? admin : member);
    authorisedCodes.set(`${kind}.${name}`, codeOf(res));
    expect(codeOf(res)).not.toBe("INTERNAL_SERVER_ERROR");
  });
});

describe("the walk is meaningful", () => {
  it("covers the protected fields the schema declares (mutations and queries with arguments)", () => {
    const mutations = probes.filter(([kind]) => kind === "mutation");
    expect(mutations.length).toBeGreaterThan(50);
    // a field with required arguments is always among them
    expect(probes.some(([, f]) => f.args.some((a) => isNonNullType(a.type)))).toBe(true);
  });

  it("the invalid input is refused as input to authorised callers on most fields (so the order above is what was tested)", () => {
    const refusedAsInput = [...authorisedCodes.values()].filter((c) => c === "BAD_USER_INPUT").length;
    console.info(
      `authorisation-order walk: ${probes.length} protected fields (${probes.filter(([, f]) => isAdminOnly(f)).length} admin-only); authorised callers' answers to the same input:`,
      Object.fromEntries([...new Set(authorisedCodes.values())].map((c) => [c ?? "OK", [...authorisedCodes.values()].filter((x) => x === c).length])),
    );
    expect(authorisedCodes.size).toBe(probes.length);
    expect(refusedAsInput).toBeGreaterThan(probes.length / 2);
  });
});
