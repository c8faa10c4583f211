/** Free online course catalogues we point members to, by id (texts under `resources.course.<id>.*`), in the order shown. */
export const ONLINE_COURSES = {
  openwho: "https://openwho.org/courses",
  itc: "https://learning.intracen.org/",
  kaya: "https://kayaconnect.org/",
  openlearn: "https://www.open.edu/openlearn/free-courses/full-catalogue",
  edx: "https://www.edx.org/learn/entrepreneurship",
  google: "https://grow.google/intl/ssa/",
} as const;
