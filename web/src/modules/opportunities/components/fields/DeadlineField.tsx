import { useIntl } from "react-intl";
import { TextField } from "../../../../ui/forms/fields";
import type { OpportunityFormValues } from "../../types/OpportunityFormValues";

interface Props {
  /** the earliest date the picker offers (the form's rules decide what is refused) */
  min?: string;
}

/** The application deadline, bound to the surrounding form (spec §5: not earlier than today). */
export function DeadlineField({ min }: Props) {
  const intl = useIntl();
  return (
    <TextField<Pick<OpportunityFormValues, "deadline">>
      name="deadline"
      label={intl.formatMessage({ id: "opportunities.field.deadline" })}
      required
      type="date"
      min={min}
      max="9999-12-31"
      maxW="xs"
    />
  );
}
