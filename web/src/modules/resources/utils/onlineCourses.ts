/** Free online course catalogues we point members to; texts live under `resources.course.<id>.*`. */
export const ONLINE_COURSES = [
  { id: "openwho", href: "https://openwho.org/courses" },
  { id: "itc", href: "https://learning.intracen.org/" },
  { id: "kaya", href: "https://kayaconnect.org/" },
  { id: "openlearn", href: "https://www.open.edu/openlearn/free-courses/full-catalogue" },
  { id: "edx", href: "https://www.edx.org/learn/entrepreneurship" },
  { id: "google", href: "https://grow.google/intl/ssa/" },
] as const;
