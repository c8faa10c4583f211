import "./analytics.ts";
