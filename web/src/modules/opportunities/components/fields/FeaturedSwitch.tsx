import { Stack, Switch, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

interface Props {
  checked: boolean;
  onChange: (next: boolean) => void;
}

/** Whether the opportunity is shown prominently to members. */
export function FeaturedSwitch({ checked, onChange }: Props) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)} colorPalette="brand" alignItems="flex-start">
      <Switch.HiddenInput />
      <Switch.Control mt="0.5" />
      <Stack gap="0">
        <Switch.Label>
          <FormattedMessage id="opportunities.field.featured" />
        </Switch.Label>
        <Text textStyle="sm" color="fg.muted">
          <FormattedMessage id="opportunities.field.featuredHelp" />
        </Text>
      </Stack>
    </Switch.Root>
  );
}
