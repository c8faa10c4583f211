import { Toaster as ChakraToaster, Portal, Stack, Toast } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { toaster } from "./toaster";
import { useToastClearance } from "./useToastClearance";

/** Shows the toasts raised through `toaster`, never over an open dialog. */
export function FeedbackToaster() {
  const intl = useIntl();
  useToastClearance();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger aria-label={intl.formatMessage({ id: "common.close" })} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
