import * as E from "../../generated/prisma/enums.ts";
import { builder } from "../../graphql/builder.ts";

export const ProjectStatusEnum = builder.enumType(E.ProjectStatus, { name: "ProjectStatus" });
export const PriorityEnum = builder.enumType(E.Priority, { name: "Priority" });
export const RiskLevelEnum = builder.enumType(E.RiskLevel, { name: "RiskLevel" });
export const RiskStatusEnum = builder.enumType(E.RiskStatus, { name: "RiskStatus" });

/** Computed by the spec's ordered rules (see health.ts). */
export const ProjectHealthEnum = builder.enumType("ProjectHealth", {
  values: ["CRITICAL", "WARNING", "GOOD", "NORMAL"] as const,
});

export const ProjectTimelineKindEnum = builder.enumType("ProjectTimelineKind", {
  values: ["CREATED", "MILESTONE", "END"] as const,
});
