import { Button, Field, HStack, IconButton, Input, Stack } from "@chakra-ui/react";
import { OPPORTUNITY_LIMITS } from "@ponte/contracts/opportunities";
import { Plus, X } from "lucide-react";
import { useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";

interface Props {
  requirements: string[];
  onChange: (next: string[]) => void;
  invalid?: boolean;
  /** the wizard needs one non-blank item; the edit form does not */
  required?: boolean;
}

/**
 * The requirements list: starts with one item; items are added and removed,
 * removal only while more than one remains (spec §5).
 */
export function RequirementsEditor({ requirements, onChange, invalid = false, required = true }: Props) {
  const intl = useIntl();
  const list = useRef<HTMLDivElement>(null);
  const canRemove = requirements.length > 1;

  const add = () => {
    onChange([...requirements, ""]);
    // focus the new, empty item once it is rendered
    requestAnimationFrame(() => {
      const inputs = list.current?.querySelectorAll("input");
      inputs?.[inputs.length - 1]?.focus();
    });
  };

  return (
    <Field.Root required={required} invalid={invalid}>
      <Field.Label>
        <FormattedMessage id="opportunities.field.requirements" />
        <Field.RequiredIndicator />
      </Field.Label>
      <Stack gap="2" width="full" ref={list}>
        {requirements.map((r, i) => (
          <HStack key={i} gap="2">
            <Input
              value={r}
              maxLength={OPPORTUNITY_LIMITS.requirement}
              aria-label={intl.formatMessage({ id: "opportunities.field.requirement" }, { n: i + 1 })}
              placeholder={intl.formatMessage({ id: "opportunities.field.requirement" }, { n: i + 1 })}
              onChange={(e) => onChange(requirements.map((x, j) => (j === i ? e.target.value : x)))}
            />
            {canRemove && (
              <IconButton
                variant="ghost"
                colorPalette="red"
                aria-label={intl.formatMessage({ id: "opportunities.requirements.remove" }, { n: i + 1 })}
                onClick={() => onChange(requirements.filter((_, j) => j !== i))}
              >
                <X />
              </IconButton>
            )}
          </HStack>
        ))}
      </Stack>
      <Button variant="outline" size="sm" alignSelf="flex-start" mt="1" onClick={add}>
        <Plus />
        <FormattedMessage id="opportunities.requirements.add" />
      </Button>
      {invalid ? (
        <Field.ErrorText>
          <FormattedMessage id="opportunities.field.requirementsHelp" />
        </Field.ErrorText>
      ) : (
        required && (
          <Field.HelperText>
            <FormattedMessage id="opportunities.field.requirementsHelp" />
          </Field.HelperText>
        )
      )}
    </Field.Root>
  );
}
