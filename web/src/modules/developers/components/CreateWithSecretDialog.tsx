import { Button, CloseButton, Dialog, Portal, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { type FieldValues, FormProvider } from "react-hook-form";
import { useIntl } from "react-intl";
import type { EntityForm } from "../../../ui/forms/useEntityForm";
import { ShownOnceSecret } from "./ShownOnceSecret";

/** What a page gives a dialog that creates something with a secret. */
export interface CreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}

interface Props<T extends FieldValues> extends Omit<CreateDialogProps, "onCreated"> {
  /** the catalogue prefix of its texts: `<texts>.create.title|submit`, `<texts>.created.title|warning|copy|copied|done` */
  texts: string;
  /** from useCreateWithSecret: the form, then the secret the API answered with, shown in place of the form */
  creation: { entity: EntityForm<T>; secret: string | null; reset: () => void };
  /** more to clear when the dialog closes (the form and the secret are cleared anyway) */
  onReset?: () => void;
  secretTestId: string;
  /** shown under the secret (e.g. a first call using it) */
  afterSecret?: ReactNode;
  /** the form's fields */
  children: ReactNode;
}

/**
 * Creates something that comes with a secret the API gives only once (an API
 * token, a webhook's signing secret): first the form, then the secret in its
 * place. A click outside does not close it while the secret shows.
 */
export function CreateWithSecretDialog<T extends FieldValues>({ open, onOpenChange, texts, creation, onReset, secretTestId, afterSecret, children }: Props<T>) {
  const intl = useIntl();
  const { entity, secret } = creation;
  const reset = () => {
    creation.reset();
    onReset?.();
  };
  const t = (suffix: string) => intl.formatMessage({ id: `${texts}.${suffix}` });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        onOpenChange(e.open);
        if (!e.open) reset();
      }}
      closeOnInteractOutside={!secret}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t(secret ? "created.title" : "create.title")}</Dialog.Title>
            </Dialog.Header>
            {secret ? (
              <>
                <Dialog.Body>
                  <Stack gap="4">
                    <ShownOnceSecret
                      value={secret}
                      warning={t("created.warning")}
                      copyLabel={t("created.copy")}
                      copiedLabel={t("created.copied")}
                      testId={secretTestId}
                    />
                    {afterSecret}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button colorPalette="brand" onClick={() => (onOpenChange(false), reset())}>
                    {t("created.done")}
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <FormProvider {...entity.form}>
                <form onSubmit={(e) => void entity.submit(e)} noValidate>
                  <Dialog.Body>
                    <Stack gap="4">{children}</Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Dialog.ActionTrigger asChild>
                      <Button variant="outline">{intl.formatMessage({ id: "auth.common.cancel" })}</Button>
                    </Dialog.ActionTrigger>
                    <Button type="submit" colorPalette="brand" loading={entity.saving}>
                      {t("create.submit")}
                    </Button>
                  </Dialog.Footer>
                </form>
              </FormProvider>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: "auth.common.close" })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
