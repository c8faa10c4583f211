import { Stack } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { TextareaField, TextField } from "./fields";

interface RequesterValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

interface Props {
  /** the catalogue prefix of the labels: `<texts>.name|email|phone|message` */
  texts: string;
  phonePlaceholder: string;
  messagePlaceholder?: string;
}

/** Who asks and what for, all required: name, e-mail, phone and message (a service request, a catalogue request). Inside the form's FormProvider. */
export function RequesterFields({ texts, phonePlaceholder, messagePlaceholder }: Props) {
  const intl = useIntl();
  const label = (field: keyof RequesterValues) => intl.formatMessage({ id: `${texts}.${field}` });
  return (
    <Stack gap="4">
      <TextField<RequesterValues> name="name" label={label("name")} required autoComplete="name" />
      <TextField<RequesterValues> name="email" label={label("email")} required type="email" autoComplete="email" />
      <TextField<RequesterValues> name="phone" label={label("phone")} required type="tel" autoComplete="tel" placeholder={phonePlaceholder} />
      <TextareaField<RequesterValues> name="message" label={label("message")} required rows={4} placeholder={messagePlaceholder} />
    </Stack>
  );
}
