import { Box, CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { ComponentProps, ReactNode } from "react";
import { useIntl } from "react-intl";

export interface DialogFrameProps {
  title: ReactNode;
  /** a line under the title, read out as the dialog's description */
  subtitle?: ReactNode;
  /** a decorative mark before the title (hidden from assistive technology by the caller) */
  icon?: ReactNode;
  onClose: () => void;
  /** while a request runs: the corner button is disabled, and Escape or a click outside does not close it */
  busy?: boolean;
  /** false: a click outside does not close it (e.g. while it shows something the person must copy first); by default it does, except an alertdialog */
  closeOnInteractOutside?: boolean;
  /** false keeps it mounted but hidden; by default a mounted frame is open */
  open?: boolean;
  footer: ReactNode;
  children: ReactNode;
  /** "alertdialog" for a question about an action that cannot be undone */
  role?: ComponentProps<typeof Dialog.Root>["role"];
  size?: ComponentProps<typeof Dialog.Root>["size"];
  placement?: ComponentProps<typeof Dialog.Root>["placement"];
  scrollBehavior?: ComponentProps<typeof Dialog.Root>["scrollBehavior"];
  /** props of the content element, e.g. `as: "form"` and its onSubmit */
  contentProps?: ComponentProps<typeof Dialog.Content>;
  bodyProps?: ComponentProps<typeof Dialog.Body>;
  footerProps?: ComponentProps<typeof Dialog.Footer>;
}

/** The frame every dialog shares: title (and subtitle), body, footer, the corner close button; Escape and the backdrop close it. */
export function DialogFrame({
  title,
  subtitle,
  icon,
  onClose,
  busy = false,
  closeOnInteractOutside,
  open = true,
  footer,
  children,
  role,
  size,
  placement,
  scrollBehavior,
  contentProps,
  bodyProps,
  footerProps,
}: DialogFrameProps) {
  const intl = useIntl();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && !busy && onClose()}
      closeOnInteractOutside={closeOnInteractOutside}
      role={role}
      size={size}
      placement={placement}
      scrollBehavior={scrollBehavior}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...contentProps}>
            {icon || subtitle ? (
              <Dialog.Header gap="3" alignItems="center">
                {icon}
                <Box>
                  <Dialog.Title>{title}</Dialog.Title>
                  {subtitle && (
                    <Dialog.Description color="fg.muted" textStyle="sm">
                      {subtitle}
                    </Dialog.Description>
                  )}
                </Box>
              </Dialog.Header>
            ) : (
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
            )}
            <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
            <Dialog.Footer {...footerProps}>{footer}</Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={busy} aria-label={intl.formatMessage({ id: "common.close" })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
