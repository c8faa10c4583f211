import { Alert } from "@chakra-ui/react";
import type { ReactNode, Ref } from "react";

interface FormMessageProps {
  status: "error" | "success" | "info" | "warning";
  children: ReactNode;
  action?: ReactNode;
  /** the form moves focus here after a failed submit (WCAG 3.3.1), so focus is never left on <body> */
  ref?: Ref<HTMLDivElement>;
}

/** The error or success line of a form, announced to screen readers. */
export function FormMessage({ status, children, action, ref }: FormMessageProps) {
  return (
    <Alert.Root ref={ref} tabIndex={-1} status={status} role={status === "error" ? "alert" : "status"} rounded="lg" alignItems="center" outline="none">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
      {action}
    </Alert.Root>
  );
}
