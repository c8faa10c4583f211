import type { ReactNode } from "react";
import { type FieldValues, FormProvider } from "react-hook-form";
import { FormDialog } from "./FormDialog";
import type { EntityForm } from "./useEntityForm";

interface Props<T extends FieldValues> {
  entity: EntityForm<T>;
  title: ReactNode;
  submitLabel: ReactNode;
  onClose: () => void;
  large?: boolean;
  /** false keeps the submit button disabled (e.g. until the required fields are filled) */
  canSubmit?: boolean;
  children: ReactNode;
}

/** FormDialog for a useEntityForm form: the fields inside read it through the form context. */
export function EntityFormDialog<T extends FieldValues>({ entity, title, submitLabel, onClose, large, canSubmit, children }: Props<T>) {
  return (
    <FormProvider {...entity.form}>
      <FormDialog
        title={title}
        submitLabel={submitLabel}
        onSubmit={(e) => void entity.submit(e)}
        onClose={onClose}
        saving={entity.saving}
        noValidate
        large={large}
        canSubmit={canSubmit}
      >
        {children}
      </FormDialog>
    </FormProvider>
  );
}
