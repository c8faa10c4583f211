import "./staff-member.ts";
import "./team-summary.ts";
import "./staff-mutations.ts";
