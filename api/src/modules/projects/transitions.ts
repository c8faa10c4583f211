import type { ProjectStatus } from "../../generated/prisma/enums.ts";

/** Where a project may go from each status; completed and cancelled are final. */
export const PROJECT_TRANSITIONS: Record<ProjectStatus, readonly ProjectStatus[]> = {
  PLANNING: ["ACTIVE", "CANCELLED"],
  ACTIVE: ["PAUSED", "COMPLETED", "CANCELLED"],
  PAUSED: ["ACTIVE", "CANCELLED"],
  COMPLETED: [],
  CANCELLED: [],
};

export const canTransition = (from: ProjectStatus, to: ProjectStatus) => PROJECT_TRANSITIONS[from].includes(to);
