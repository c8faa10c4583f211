import { GraphQLError, Kind } from "graphql";
import { Prisma } from "../generated/prisma/client.ts";
import { builder } from "./builder.ts";

builder.scalarType("DateTime", {
  description: "An ISO-8601 instant",
  serialize: (v) => (v as Date).toISOString(),
  parseValue: (v) => {
    const d = new Date(String(v));
    if (Number.isNaN(d.getTime())) throw new GraphQLError("Invalid DateTime", { extensions: { code: "BAD_USER_INPUT" } });
    return d;
  },
});

builder.scalarType("Date", {
  description: "A calendar date, YYYY-MM-DD",
  serialize: (v) => (v as Date).toISOString().slice(0, 10),
  parseValue: (v) => {
    const s = String(v);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || Number.isNaN(new Date(`${s}T00:00:00Z`).getTime())) {
      throw new GraphQLError("Invalid Date, expected YYYY-MM-DD", { extensions: { code: "BAD_USER_INPUT" } });
    }
    return new Date(`${s}T00:00:00Z`);
  },
});

builder.scalarType("Decimal", {
  description: "An exact decimal number, as a string (money, rates)",
  serialize: (v) => new Prisma.Decimal(v as string | number).toString(),
  parseValue: (v) => {
    const s = String(v).trim();
    if (!/^-?\d{1,14}(\.\d{1,8})?$/.test(s)) {
      throw new GraphQLError("Invalid Decimal", { extensions: { code: "BAD_USER_INPUT" } });
    }
    return s;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING && ast.kind !== Kind.INT && ast.kind !== Kind.FLOAT) {
      throw new GraphQLError("Invalid Decimal", { extensions: { code: "BAD_USER_INPUT" } });
    }
    return ast.value;
  },
});

builder.scalarType("JSON", {
  serialize: (v) => v,
  parseValue: (v) => v,
});
