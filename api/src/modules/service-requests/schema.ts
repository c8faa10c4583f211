import "./service-request.ts";
import "./stats.ts";
