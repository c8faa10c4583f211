import "./deletion.ts";
import "./export-route.ts";
