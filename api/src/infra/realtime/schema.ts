import { builder } from "../../graphql/builder.ts";

// Subscription fields live beside their types (opportunities, applications,
// notifications); events reach them through PgEventListener (listener.ts).
builder.subscriptionType({ authScopes: { public: true } });
