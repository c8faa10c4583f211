import "./application.ts";
import "./application-mutations.ts";
import "./application-updates.ts";
