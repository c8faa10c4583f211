import { builder } from "./builder.ts";
import "./scalars.ts";
import "../modules/common/enums.ts";
import "../modules/opportunities/opportunity.ts";

builder.queryType({ authScopes: { public: true } });
// builder.mutationType({});

export const schema = builder.toSchema();
