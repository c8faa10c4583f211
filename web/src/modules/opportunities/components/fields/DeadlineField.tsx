import { Field, Input } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

interface Props {
  value: string;
  today: string;
  onChange: (next: string) => void;
  showErrors?: boolean;
}

/** The application deadline: a date not earlier than today (spec §5). */
export function DeadlineField({ value, today, onChange, showErrors = false }: Props) {
  const past = value !== "" && value < today;
  return (
    <Field.Root required invalid={past || (showErrors && !value)}>
      <Field.Label>
        <FormattedMessage id="opportunities.field.deadline" />
        <Field.RequiredIndicator />
      </Field.Label>
      <Input type="date" min={today} max="9999-12-31" value={value} onChange={(e) => onChange(e.target.value)} maxW="xs" />
      {past && (
        <Field.ErrorText>
          <FormattedMessage id="opportunities.field.deadlinePast" />
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}
