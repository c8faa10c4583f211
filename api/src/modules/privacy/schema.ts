import "./deletion.ts";
import "./export-route.ts";
import "./deletion-link-route.ts";
