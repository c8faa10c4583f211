import { GraphQLError, Kind } from "graphql";
import { Prisma } from "../generated/prisma/client.ts";
import { builder } from "./builder.ts";

builder.scalarType("DateTime", {
  description: "An ISO-8601 instant",
  serialize: (v) => (v as Date).toISOString(),
  parseValue: (v) => {
    // ISO-8601 strings only: Date() alone reads "' OR '1'='1" as 2001-01-01, and String() would flatten ["…"]
    const iso = typeof v === "string" && /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/.test(v);
    const d = iso ? new Date(v as string) : new Date(Number.NaN);
    if (Number.isNaN(d.getTime())) throw new GraphQLError("Invalid DateTime", { extensions: { code: "BAD_USER_INPUT", reason: "INVALID_DATETIME" } });
    return d;
  },
});

builder.scalarType("Date", {
  description: "A calendar date, YYYY-MM-DD",
  serialize: (v) => (v as Date).toISOString().slice(0, 10),
  parseValue: (v) => {
    const s = typeof v === "string" ? v : "";
    if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || Number.isNaN(new Date(`${s}T00:00:00Z`).getTime())) {
      throw new GraphQLError("Invalid Date, expected YYYY-MM-DD", { extensions: { code: "BAD_USER_INPUT", reason: "INVALID_DATE" } });
    }
    return new Date(`${s}T00:00:00Z`);
  },
});

builder.scalarType("Decimal", {
  description: "An exact decimal number, as a string (money, rates)",
  serialize: (v) => new Prisma.Decimal(v as string | number).toString(),
  parseValue: (v) => {
    // a string, or a JSON number (as a literal may be); never an array or object String() would flatten
    const s = typeof v === "string" ? v.trim() : typeof v === "number" && Number.isFinite(v) ? String(v) : "";
    if (!/^-?\d{1,14}(\.\d{1,8})?$/.test(s)) {
      throw new GraphQLError("Invalid Decimal", { extensions: { code: "BAD_USER_INPUT", reason: "INVALID_DECIMAL" } });
    }
    return s;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING && ast.kind !== Kind.INT && ast.kind !== Kind.FLOAT) {
      throw new GraphQLError("Invalid Decimal", { extensions: { code: "BAD_USER_INPUT", reason: "INVALID_DECIMAL" } });
    }
    return ast.value;
  },
});

builder.scalarType("JSON", {
  serialize: (v) => v,
  parseValue: (v) => v,
});
