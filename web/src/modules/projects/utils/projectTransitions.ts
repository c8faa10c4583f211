/** The moves the server allows (completed and cancelled are final), with the button text of each. */
export const PROJECT_ACTIONS: Record<string, Array<{ to: string; label: string }>> = {
  PLANNING: [
    { to: "ACTIVE", label: "projects.action.start" },
    { to: "CANCELLED", label: "projects.action.cancel" },
  ],
  ACTIVE: [
    { to: "PAUSED", label: "projects.action.pause" },
    { to: "COMPLETED", label: "projects.action.complete" },
    { to: "CANCELLED", label: "projects.action.cancel" },
  ],
  PAUSED: [
    { to: "ACTIVE", label: "projects.action.resume" },
    { to: "CANCELLED", label: "projects.action.cancel" },
  ],
  COMPLETED: [],
  CANCELLED: [],
};
