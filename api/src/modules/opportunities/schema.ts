import "./opportunity.ts";
import "./opportunity-admin.ts";
import "./saved-opportunity.ts";
import "./opportunity-events.ts";
