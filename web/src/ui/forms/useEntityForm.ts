import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type DefaultValues, type FieldValues, type Path, type UseFormReturn, useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import type { z } from "zod";
import { fieldIssues } from "../errors/errorMessage";
import { notifyError } from "../feedback/notify";

export interface EntityFormOptions<TIn extends FieldValues, TOut> {
  /** the form's rules: usually the API's own (from @ponte/contracts) plus what only the form needs */
  schema: z.ZodType<TOut, TIn>;
  defaultValues: DefaultValues<TIn>;
  /** sends the parsed values; a BAD_USER_INPUT answer's field issues land on their fields, anything else is a toast */
  onSubmit: (values: TOut, form: UseFormReturn<TIn>) => Promise<unknown>;
  /** a refusal the form shows itself (e.g. EMAIL_TAKEN on the e-mail field); return true when handled */
  onError?: (error: unknown, form: UseFormReturn<TIn>) => boolean | undefined;
}

export interface EntityForm<TIn extends FieldValues> {
  form: UseFormReturn<TIn>;
  /** for FormDialog's onSubmit (or a <form onSubmit>) */
  submit: (e?: React.BaseSyntheticEvent) => Promise<void>;
  saving: boolean;
}

/**
 * Every form of the app: react-hook-form with the zod schema as resolver, one
 * submit that validates, sends, and puts the server's field errors on their
 * fields (the same reasons the zod rules use, so both read the same text).
 */
export function useEntityForm<TIn extends FieldValues, TOut>({ schema, defaultValues, onSubmit, onError }: EntityFormOptions<TIn, TOut>): EntityForm<TIn> {
  const intl = useIntl();
  const form = useForm<TIn, unknown, TOut>({ resolver: zodResolver(schema as never) as never, defaultValues, mode: "onTouched" });
  const [saving, setSaving] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      await onSubmit(values, form as unknown as UseFormReturn<TIn>);
    } catch (error) {
      if (onError?.(error, form as unknown as UseFormReturn<TIn>)) return;
      const issues = fieldIssues(error).filter((i) => i.field in (form.getValues() as object));
      if (issues.length > 0) {
        for (const issue of issues) form.setError(issue.field as Path<TIn>, { type: "server", message: issue.reason }, { shouldFocus: true });
      } else notifyError(intl, error);
    } finally {
      setSaving(false);
    }
  });
  return { form: form as unknown as UseFormReturn<TIn>, submit, saving };
}
