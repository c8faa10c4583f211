import { useState } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import { type EntityFormOptions, useEntityForm } from "../../../ui/forms/useEntityForm";

interface Options<TIn extends FieldValues, TOut> extends Pick<EntityFormOptions<TIn, TOut>, "schema" | "onError"> {
  defaultValues: DefaultValues<TIn>;
  /** sends the form; answers with the secret the API shows only this once */
  create: (values: TOut) => Promise<string | null>;
  /** after a creation, e.g. to refresh the list behind the dialog */
  onCreated: () => void;
}

/**
 * The state of a CreateWithSecretDialog: its form, then the secret the API
 * answered with; `reset` clears both for the next time the dialog opens.
 */
export function useCreateWithSecret<TIn extends FieldValues, TOut>({ schema, defaultValues, create, onCreated, onError }: Options<TIn, TOut>) {
  const [secret, setSecret] = useState<string | null>(null);
  const entity = useEntityForm({
    schema,
    defaultValues,
    onSubmit: async (values) => {
      setSecret(await create(values));
      onCreated();
    },
    onError,
  });
  const reset = () => {
    entity.form.reset(defaultValues);
    setSecret(null);
  };
  return { entity, secret, reset };
}
