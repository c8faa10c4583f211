import { SimpleGrid, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { clientRules } from "@ponte/contracts/clients";
import { choice, optionalDate } from "@ponte/contracts";
import { FormattedMessage, useIntl } from "react-intl";
import { z } from "zod";
import { VOCABULARY, useVocabulary } from "../../../domain/vocabulary";
import { graphql } from "../../../gql";
import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";
import { notifySuccess } from "../../../ui/feedback/notify";
import { EntityFormDialog } from "../../../ui/forms/EntityFormDialog";
import { SelectField, TextareaField, TextField } from "../../../ui/forms/fields";
import { useEntityForm } from "../../../ui/forms/useEntityForm";
import type { ClientFormValues } from "../utils/ClientFormValues";
import { CLIENT_LIST_QUERIES } from "../utils/clientListQueries";

const CreateDocument = graphql(`
  mutation ClientFormDialog_Create($input: CreateClientInput!) {
    createClient(input: $input) {
      id
    }
  }
`);

const UpdateDocument = graphql(`
  mutation ClientFormDialog_Update($id: ID!, $input: UpdateClientInput!) {
    updateClient(id: $id, input: $input) {
      ...ClientDetail_Client
    }
  }
`);

/** The API's client rules (@ponte/contracts) plus the choices the form offers. */
export const clientFormSchema = z.object({
  ...clientRules,
  country: choice(VOCABULARY.country.values),
  sector: choice(VOCABULARY.sector.values),
  status: choice(VOCABULARY.clientStatus.values),
  lastContact: optionalDate(),
});

const EMPTY: ClientFormValues = { name: "", email: "", phone: "", country: "", sector: "", organization: "", status: "PROSPECT", lastContact: "", notes: "" };

interface Props {
  editing?: { id: string; values: ClientFormValues };
  onClose: () => void;
  onSaved: (id: string) => void;
}

/** "Novo Cliente" and editing a client, with the required fields enforced. */
export function ClientFormDialog({ editing, onClose, onSaved }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const vocabulary = useVocabulary();
  const [create] = useMutation(CreateDocument, { refetchQueries: CLIENT_LIST_QUERIES });
  const [update] = useMutation(UpdateDocument, { refetchQueries: CLIENT_LIST_QUERIES });
  const entity = useEntityForm({
    schema: clientFormSchema,
    defaultValues: editing?.values ?? EMPTY,
    onSubmit: async (v) => {
      const input = { ...v, phone: v.phone || null, lastContact: v.lastContact || null, notes: v.notes || null };
      if (editing) {
        await update({ variables: { id: editing.id, input } });
        notifySuccess(intl, "clients.form.updated");
        onSaved(editing.id);
      } else {
        const res = await create({ variables: { input } });
        notifySuccess(intl, "clients.form.created");
        if (res.data) onSaved(res.data.createClient.id);
      }
    },
    // the e-mail belongs to another client: said on the field
    onError: (error, form) => {
      if (graphqlErrorInfo(error).reason !== "EMAIL_TAKEN") return false;
      form.setError("email", { type: "server", message: "EMAIL_TAKEN" }, { shouldFocus: true });
      return true;
    },
  });

  return (
    <EntityFormDialog
      entity={entity}
      title={<FormattedMessage id={editing ? "clients.form.editTitle" : "clients.form.createTitle"} />}
      submitLabel={<FormattedMessage id={editing ? "clients.form.save" : "clients.form.create"} />}
      onClose={onClose}
      large
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="name" label={t("clients.form.name")} required />
          <TextField name="organization" label={t("clients.form.organization")} required />
          <TextField name="email" type="email" label={t("clients.form.email")} required />
          <TextField name="phone" type="tel" label={t("clients.form.phone")} placeholder="+244 / +264 / +27" />
          <SelectField name="country" label={t("clients.form.country")} required options={vocabulary.options("country")} placeholder={t("clients.form.choose")} />
          <SelectField name="sector" label={t("clients.form.sector")} required options={vocabulary.options("sector")} placeholder={t("clients.form.choose")} />
          <SelectField name="status" label={t("clients.form.status")} options={vocabulary.options("clientStatus")} />
          <TextField name="lastContact" type="date" max="9999-12-31" label={t("clients.form.lastContact")} />
        </SimpleGrid>
        <TextareaField name="notes" rows={3} label={t("clients.form.notes")} />
      </Stack>
    </EntityFormDialog>
  );
}
