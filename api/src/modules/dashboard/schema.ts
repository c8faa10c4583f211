import "./shell-counts.ts";
import "./admin-overview.ts";
