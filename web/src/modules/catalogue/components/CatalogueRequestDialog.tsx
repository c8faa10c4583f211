import { useMutation } from "@apollo/client/react";
import { Button, Stack, Text } from "@chakra-ui/react";
import { catalogueRequestRules } from "@ponte/contracts/catalogue";
import { useEffect, useState } from "react";
import { FormProvider } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { z } from "zod";
import { graphql } from "../../../gql";
import { useLocale } from "../../../i18n/useLocale";
import { useSession } from "../../../session/useSession";
import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";
import { ConfirmDialog } from "../../../ui/feedback/ConfirmDialog";
import { RequesterFields } from "../../../ui/forms/RequesterFields";
import { useEntityForm } from "../../../ui/forms/useEntityForm";
import { notifyError } from "../../../ui/feedback/notify";
import { localized } from "../utils/localized";
import type { CatalogueService } from "./types";
import { LinkButton } from "../../../ui/layout/LinkButton";
import { DialogFrame } from "../../../ui/overlay/DialogFrame";

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

const schema = z.object(catalogueRequestRules);
type Fields = z.input<typeof schema>;
const EMPTY: Fields = { name: "", email: "", phone: "", message: "" };

/** "Solicitar" from the catalogue: the member's contact (pre-filled from the profile) and a message, with the API's own rules. */
export function CatalogueRequestDialog({ service, onClose, onSent }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { status, user } = useSession();
  const [send] = useMutation(RequestMutation);
  // the same request sent less than a minute ago: asked before sending it again
  const [duplicate, setDuplicate] = useState<Fields | null>(null);
  const [resending, setResending] = useState(false);
  const entity = useEntityForm({
    schema,
    defaultValues: EMPTY,
    onSubmit: async (values) => {
      if (!service) return;
      await send({ variables: { input: { offeringId: service.id, ...values } } });
      onSent(service);
    },
    onError: (error, form) => {
      if (graphqlErrorInfo(error).reason !== "DUPLICATE_REQUEST") return false;
      setDuplicate(form.getValues());
      return true;
    },
  });
  const { form, submit, saving: loading } = entity;

  const sendAgain = async () => {
    if (!service || !duplicate) return;
    setResending(true);
    try {
      await send({ variables: { input: { offeringId: service.id, ...duplicate, confirmDuplicate: true } } });
      setDuplicate(null);
      onSent(service);
    } catch (error) {
      setDuplicate(null);
      notifyError(intl, error);
    } finally {
      setResending(false);
    }
  };

  // the dialog stays mounted: each opening starts again from the profile
  useEffect(() => {
    if (service) form.reset({ ...EMPTY, name: user?.fullName ?? "", email: user?.email ?? "" });
  }, [service, user, form]);

  const complete = Object.values(form.watch()).every((v) => v.trim());

  return (
    <DialogFrame
      open={service !== null}
      onClose={onClose}
      busy={loading}
      title={<FormattedMessage id="catalogue.requestForm.title" values={{ title: service ? localized(service.title, locale) : "" }} />}
      contentProps={{ as: "form", onSubmit: (e) => void submit(e), ...({ noValidate: true } as object) }}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={loading}>
            <FormattedMessage id="common.cancel" />
          </Button>
          {status === "authenticated" && (
            <Button type="submit" colorPalette="brand" disabled={!complete || loading} loading={loading}>
              <FormattedMessage id={loading ? "catalogue.requestForm.sending" : "catalogue.requestForm.send"} />
            </Button>
          )}
        </>
      }
    >
      {status !== "authenticated" ? (
        <Stack gap="3">
          <Text>
            <FormattedMessage id="catalogue.requestForm.signInNeeded" />
          </Text>
          <LinkButton to="/login?next=/app/services" colorPalette="brand" alignSelf="start">
            <FormattedMessage id="catalogue.requestForm.signIn" />
          </LinkButton>
        </Stack>
      ) : (
        <FormProvider {...form}>
          <RequesterFields texts="catalogue.requestForm" phonePlaceholder="+244 / +27 / +264 …" />
        </FormProvider>
      )}
      <ConfirmDialog
        open={duplicate !== null}
        title={intl.formatMessage({ id: "catalogue.requestForm.duplicate.title" })}
        text={intl.formatMessage({ id: "catalogue.requestForm.duplicate.text" }, { title: service ? localized(service.title, locale) : "" })}
        confirmLabel={intl.formatMessage({ id: "catalogue.requestForm.duplicate.confirm" })}
        loading={resending}
        onConfirm={() => void sendAgain()}
        onClose={() => setDuplicate(null)}
      />
    </DialogFrame>
  );
}
