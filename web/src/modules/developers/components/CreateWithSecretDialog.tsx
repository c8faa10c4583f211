import { Button, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { type FieldValues, FormProvider } from "react-hook-form";
import { useIntl } from "react-intl";
import type { EntityForm } from "../../../ui/forms/useEntityForm";
import { DialogFrame } from "../../../ui/overlay/DialogFrame";
import { ShownOnceSecret } from "./ShownOnceSecret";

// Dialog.Content is typed as a div; the form attribute still reaches the element.
const NO_NATIVE_VALIDATION = { noValidate: true } as object;

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
 * place. A click outside does not close it while the secret shows, nor does
 * anything while the request runs (its secret would be lost).
 */
export function CreateWithSecretDialog<T extends FieldValues>({ open, onOpenChange, texts, creation, onReset, secretTestId, afterSecret, children }: Props<T>) {
  const intl = useIntl();
  const { entity, secret } = creation;
  const close = () => {
    onOpenChange(false);
    creation.reset();
    onReset?.();
  };
  const t = (suffix: string) => intl.formatMessage({ id: `${texts}.${suffix}` });
  return (
    <FormProvider {...entity.form}>
      <DialogFrame
        open={open}
        onClose={close}
        busy={entity.saving}
        closeOnInteractOutside={!secret}
        title={t(secret ? "created.title" : "create.title")}
        contentProps={secret ? undefined : { as: "form", onSubmit: (e) => void entity.submit(e), ...NO_NATIVE_VALIDATION }}
        footer={
          secret ? (
            <Button colorPalette="brand" onClick={close}>
              {t("created.done")}
            </Button>
          ) : (
            <>
              <Button variant="outline" onClick={close} disabled={entity.saving}>
                {intl.formatMessage({ id: "auth.common.cancel" })}
              </Button>
              <Button type="submit" colorPalette="brand" loading={entity.saving}>
                {t("create.submit")}
              </Button>
            </>
          )
        }
      >
        <Stack gap="4">
          {secret ? (
            <>
              <ShownOnceSecret value={secret} warning={t("created.warning")} copyLabel={t("created.copy")} copiedLabel={t("created.copied")} testId={secretTestId} />
              {afterSecret}
            </>
          ) : (
            children
          )}
        </Stack>
      </DialogFrame>
    </FormProvider>
  );
}
