import { createToaster } from "@chakra-ui/react";

/** How long a toast stays (ms). The library's 2 s for successes is too short to read (WCAG 2.2.1). */
export const TOAST_DURATION_MS = 6000;

/**
 * Short confirmations and failures of the user's own actions (approve,
 * delete, apply, …). Rendered once by <FeedbackToaster/> inside the shell.
 * At the top, below the header: a dialog's buttons sit at its bottom, so a
 * toast never covers them, on a phone or a laptop.
 */
export const toaster = createToaster({
  placement: "top",
  offsets: { top: "4.5rem", bottom: "1rem", left: "1rem", right: "1rem" },
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  max: 4,
});
