// Kept for the shell, dashboard, network and service-requests folders until they import ui/feedback/toaster.
export { toaster as feedbackToaster } from "../../../ui/feedback/toaster";
