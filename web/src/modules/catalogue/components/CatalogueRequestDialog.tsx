import { useMutation } from "@apollo/client/react";
import { Alert, Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text, Textarea } from "@chakra-ui/react";
import { type FormEvent, useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { graphql } from "../../../gql";
import { useLocale } from "../../../i18n/useLocale";
import { useSession } from "../../auth/session/useSession";
import { localized } from "../utils/localized";
import type { CatalogueService } from "./types";

const RequestMutation = graphql(`
  mutation CatalogueRequestDialog_Request($input: CatalogueRequestInput!) {
    requestCatalogueService(input: $input)
  }
`);

interface Props {
  service: CatalogueService | null;
  onClose: () => void;
  onSent: (service: CatalogueService) => void;
}

type Fields = { name: string; email: string; phone: string; message: string };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function CatalogueRequestDialog({ service, onClose, onSent }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { status, user } = useSession();
  const [fields, setFields] = useState<Fields>({ name: "", email: "", phone: "", message: "" });
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [send, { loading }] = useMutation(RequestMutation);

  useEffect(() => {
    if (service) {
      setFields({ name: user?.fullName ?? "", email: user?.email ?? "", phone: "", message: "" });
      setTouched(false);
      setServerError(null);
    }
  }, [service, user]);

  const errors = {
    name: !fields.name.trim(),
    email: !EMAIL.test(fields.email.trim()),
    phone: !/^\+?[\d\s().-]{6,25}$/.test(fields.phone.trim()),
    message: !fields.message.trim(),
  };
  const complete = Object.values(fields).every((v) => v.trim());
  const valid = !Object.values(errors).some(Boolean);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!service || !valid) return;
    setServerError(null);
    try {
      await send({ variables: { input: { offeringId: service.id, ...fields } } });
      onSent(service);
    } catch {
      setServerError(intl.formatMessage({ id: "common.genericError" }));
    }
  };

  const set = (key: keyof Fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));

  return (
    <Dialog.Root open={service !== null} onOpenChange={(e) => !e.open && !loading && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="catalogue.requestForm.title" values={{ title: service ? localized(service.title, locale) : "" }} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {status !== "authenticated" ? (
                <Stack gap="3">
                  <Text>
                    <FormattedMessage id="catalogue.requestForm.signInNeeded" />
                  </Text>
                  <Button asChild colorPalette="brand" alignSelf="start">
                    <Link to="/login?next=/app/services">
                      <FormattedMessage id="catalogue.requestForm.signIn" />
                    </Link>
                  </Button>
                </Stack>
              ) : (
                <Stack gap="4">
                  {serverError && (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Title>{serverError}</Alert.Title>
                    </Alert.Root>
                  )}
                  <Field.Root required invalid={touched && errors.name}>
                    <Field.Label>
                      <FormattedMessage id="catalogue.requestForm.name" />
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input value={fields.name} onChange={set("name")} autoComplete="name" />
                    <Field.ErrorText>
                      <FormattedMessage id="catalogue.requestForm.required" />
                    </Field.ErrorText>
                  </Field.Root>
                  <Field.Root required invalid={touched && errors.email}>
                    <Field.Label>
                      <FormattedMessage id="catalogue.requestForm.email" />
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input type="email" value={fields.email} onChange={set("email")} autoComplete="email" />
                    <Field.ErrorText>
                      <FormattedMessage id="catalogue.requestForm.invalidEmail" />
                    </Field.ErrorText>
                  </Field.Root>
                  <Field.Root required invalid={touched && errors.phone}>
                    <Field.Label>
                      <FormattedMessage id="catalogue.requestForm.phone" />
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input type="tel" value={fields.phone} onChange={set("phone")} autoComplete="tel" placeholder="+244 / +27 / +264 …" />
                    <Field.ErrorText>
                      <FormattedMessage id="catalogue.requestForm.invalidPhone" />
                    </Field.ErrorText>
                  </Field.Root>
                  <Field.Root required invalid={touched && errors.message}>
                    <Field.Label>
                      <FormattedMessage id="catalogue.requestForm.message" />
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea rows={4} value={fields.message} onChange={set("message")} />
                    <Field.ErrorText>
                      <FormattedMessage id="catalogue.requestForm.required" />
                    </Field.ErrorText>
                  </Field.Root>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={loading}>
                <FormattedMessage id="common.cancel" />
              </Button>
              {status === "authenticated" && (
                <Button type="submit" colorPalette="brand" disabled={!complete || loading} loading={loading}>
                  <FormattedMessage id={loading ? "catalogue.requestForm.sending" : "catalogue.requestForm.send"} />
                </Button>
              )}
            </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={loading} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
