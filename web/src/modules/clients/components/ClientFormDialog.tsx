import { Input, SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { type FormEvent, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { ClientStatus, Country, Sector } from "../../../gql/graphql";
import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";
import { FormField } from "../../../ui/forms/FormField";
import { SelectInput } from "../../../ui/forms/SelectInput";
import { notifyError } from "../../projects/utils/notifyError";
import { notifySuccess } from "../../projects/utils/notifySuccess";
import { COUNTRIES, SECTORS, optionsOf } from "../../projects/utils/options";
import { CLIENT_LIST_QUERIES } from "../utils/clientListQueries";
import type { ClientFormValues } from "../utils/ClientFormValues";
import { clientFormProblems } from "../utils/clientFormProblems";
import { FormDialog } from "../../../ui/forms/FormDialog";

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

const STATUSES = ["ACTIVE", "PROSPECT", "INACTIVE"] as const;
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
  const [v, setV] = useState<ClientFormValues>(() => editing?.values ?? EMPTY);
  const [touched, setTouched] = useState(false);
  const [emailTaken, setEmailTaken] = useState(false);
  const [create, created] = useMutation(CreateDocument, { refetchQueries: CLIENT_LIST_QUERIES });
  const [update, updated] = useMutation(UpdateDocument, { refetchQueries: CLIENT_LIST_QUERIES });
  const saving = created.loading || updated.loading;
  const problems = clientFormProblems(v);
  const set = (key: keyof ClientFormValues) => (value: string) => {
    if (key === "email") setEmailTaken(false);
    setV((old) => ({ ...old, [key]: value }));
  };
  const err = (key: keyof ClientFormValues) =>
    key === "email" && emailTaken ? t("projects.error.emailTaken") : touched && problems[key] ? t(`clients.form.problem.${problems[key]}`) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length) return;
    const input = {
      name: v.name.trim(),
      email: v.email.trim(),
      phone: v.phone.trim() || null,
      country: v.country as Country,
      sector: v.sector as Sector,
      organization: v.organization.trim(),
      status: v.status as ClientStatus,
      lastContact: v.lastContact || null,
      notes: v.notes.trim() || null,
    };
    try {
      if (editing) {
        await update({ variables: { id: editing.id, input } });
        notifySuccess(intl, "clients.form.updated");
        onSaved(editing.id);
      } else {
        const res = await create({ variables: { input } });
        notifySuccess(intl, "clients.form.created");
        if (res.data) onSaved(res.data.createClient.id);
      }
    } catch (error) {
      if (graphqlErrorInfo(error).reason === "EMAIL_TAKEN") setEmailTaken(true);
      else notifyError(intl, error);
    }
  };

  return (
    <FormDialog
      title={<FormattedMessage id={editing ? "clients.form.editTitle" : "clients.form.createTitle"} />}
      submitLabel={<FormattedMessage id={editing ? "clients.form.save" : "clients.form.create"} />}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      noValidate
      large
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t("clients.form.name")} required error={err("name")}>
            <Input name="name" value={v.name} onChange={(e) => set("name")(e.currentTarget.value)} maxLength={200} />
          </FormField>
          <FormField label={t("clients.form.organization")} required error={err("organization")}>
            <Input name="organization" value={v.organization} onChange={(e) => set("organization")(e.currentTarget.value)} maxLength={200} />
          </FormField>
          <FormField label={t("clients.form.email")} required error={err("email")}>
            <Input name="email" type="email" value={v.email} onChange={(e) => set("email")(e.currentTarget.value)} maxLength={254} />
          </FormField>
          <FormField label={t("clients.form.phone")} error={err("phone")}>
            <Input name="phone" type="tel" value={v.phone} onChange={(e) => set("phone")(e.currentTarget.value)} placeholder="+244 / +264 / +27" maxLength={40} />
          </FormField>
          <FormField label={t("clients.form.country")} required error={err("country")}>
            <SelectInput name="country" value={v.country} onChange={set("country")} options={optionsOf(intl, COUNTRIES, "common.country")} placeholder={t("projects.form.choose")} />
          </FormField>
          <FormField label={t("clients.form.sector")} required error={err("sector")}>
            <SelectInput name="sector" value={v.sector} onChange={set("sector")} options={optionsOf(intl, SECTORS, "common.sector")} placeholder={t("projects.form.choose")} />
          </FormField>
          <FormField label={t("clients.form.status")}>
            <SelectInput name="status" value={v.status} onChange={set("status")} options={optionsOf(intl, STATUSES, "clients.status")} />
          </FormField>
          <FormField label={t("clients.form.lastContact")}>
            <Input name="lastContact" type="date" max="9999-12-31" value={v.lastContact} onChange={(e) => set("lastContact")(e.currentTarget.value)} />
          </FormField>
        </SimpleGrid>
        <FormField label={t("clients.form.notes")}>
          <Textarea name="notes" rows={3} value={v.notes} onChange={(e) => set("notes")(e.currentTarget.value)} maxLength={5000} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
