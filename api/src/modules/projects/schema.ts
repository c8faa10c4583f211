import "./project.ts";
import "./project-mutations.ts";
import "./members.ts";
import "./deliverable.ts";
import "./milestone.ts";
import "./risk.ts";
import "./document.ts";
import "./export.ts";
