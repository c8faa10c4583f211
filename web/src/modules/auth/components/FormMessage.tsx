import { Alert } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface FormMessageProps {
  status: "error" | "success" | "info" | "warning";
  children: ReactNode;
  action?: ReactNode;
}

/** The error or success line of a form, announced to screen readers. */
export function FormMessage({ status, children, action }: FormMessageProps) {
  return (
    <Alert.Root status={status} role={status === "error" ? "alert" : "status"} rounded="lg" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
      {action}
    </Alert.Root>
  );
}
