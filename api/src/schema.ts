import { builder } from "./graphql/builder.ts";
import { describeSchema } from "./graphql/descriptions/index.ts";
import "./graphql/scalars.ts";
// Shared enums and the subscription root.
import "./infra/common/schema.ts";
import "./infra/realtime/schema.ts";
// Each feature registers its types and root fields in its own schema.ts,
// imported here by name (Pothos' complex-app idiom) so the module list is
// visible to the type checker and every tool.
import "./modules/admin-users/schema.ts";
import "./modules/analytics/schema.ts";
import "./modules/applications/schema.ts";
import "./modules/audit/schema.ts";
import "./modules/auth/schema.ts";
import "./modules/catalogue/schema.ts";
import "./modules/clients/schema.ts";
import "./modules/contact/schema.ts";
import "./modules/dashboard/schema.ts";
import "./modules/developers/schema.ts";
import "./modules/email-notifications/schema.ts";
import "./modules/finance/schema.ts";
import "./modules/media/schema.ts";
import "./modules/network/schema.ts";
import "./modules/notifications/schema.ts";
import "./modules/opportunities/schema.ts";
import "./modules/privacy/schema.ts";
import "./modules/saved-searches/saved-search.ts";
import "./modules/projects/schema.ts";
import "./modules/search/schema.ts";
import "./modules/service-requests/schema.ts";
import "./modules/team/schema.ts";
import "./modules/users/schema.ts";
import "./modules/webhooks/schema.ts";

builder.queryType({ authScopes: { public: true } });
builder.mutationType({ authScopes: { public: true } });

// Descriptions for the docs panel and schema.graphql (inline Pothos `description:` wins).
export const schema = describeSchema(builder.toSchema());
