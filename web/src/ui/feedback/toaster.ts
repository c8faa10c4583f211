import { createToaster } from "@chakra-ui/react";

/**
 * Short confirmations and failures of the user's own actions (approve,
 * delete, apply, …). Rendered once by <FeedbackToaster/> inside the shell.
 */
export const toaster = createToaster({ placement: "bottom-end", pauseOnPageIdle: true, max: 4 });
