import { useMutation, useQuery } from "@apollo/client/react";
import { SimpleGrid, Stack } from "@chakra-ui/react";
import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useVocabulary } from "../../../domain/vocabulary";
import { graphql } from "../../../gql";
import type { ProjectFormDialog_ClientOptionFragment } from "../../../gql/graphql";
import { notifySuccess } from "../../../ui/feedback/notify";
import { EntityFormDialog } from "../../../ui/forms/EntityFormDialog";
import { SelectField, TextareaField, TextField } from "../../../ui/forms/fields";
import { MoneyField } from "../../../ui/forms/MoneyField";
import { useEntityForm } from "../../../ui/forms/useEntityForm";
import { emptyProjectForm } from "../utils/emptyProjectForm";
import { type ProjectFormValues, projectFormSchema } from "../utils/projectFormSchema";

// A client as the form's client choice shows it: "name — organisation".
graphql(`
  fragment ProjectFormDialog_ClientOption on Client {
    id
    name
    organization
  }
`);
const clientOption = (c: ProjectFormDialog_ClientOptionFragment) => ({ value: c.id, label: `${c.name} — ${c.organization}` });

const ClientsDocument = graphql(`
  query ProjectFormDialog_Clients($first: Int) {
    clients(first: $first) {
      edges {
        node {
          ...ProjectFormDialog_ClientOption
        }
      }
    }
  }
`);

const CreateDocument = graphql(`
  mutation ProjectFormDialog_Create($input: CreateProjectInput!) {
    createProject(input: $input) {
      id
    }
  }
`);

const UpdateDocument = graphql(`
  mutation ProjectFormDialog_Update($id: ID!, $input: UpdateProjectInput!) {
    updateProject(id: $id, input: $input) {
      ...ProjectDetail_Project
    }
  }
`);

export const LIST_QUERIES = ["ProjectsScreen_Projects", "ProjectsScreen_Summary", "AppShell_Counts"];

interface Props {
  /** the project being edited, with its current values; none to create one */
  editing?: { id: string; values: ProjectFormValues };
  onClose: () => void;
  onSaved: (id: string) => void;
}

type F = ProjectFormValues;

/** "Novo Projeto" and "Editar Projeto": one form, the API's rules checked as one types. */
export function ProjectFormDialog({ editing, onClose, onSaved }: Props) {
  const intl = useIntl();
  const vocabulary = useVocabulary();
  const t = (id: string) => intl.formatMessage({ id });
  const clients = useQuery(ClientsDocument, { variables: { first: 100 } });
  const [create] = useMutation(CreateDocument, { refetchQueries: LIST_QUERIES });
  const [update] = useMutation(UpdateDocument, { refetchQueries: LIST_QUERIES });
  const entity = useEntityForm({
    schema: projectFormSchema,
    defaultValues: editing?.values ?? emptyProjectForm(),
    onSubmit: async ({ progress, budget, startDate, endDate, ...rest }) => {
      const common = { ...rest, startDate: startDate || null, endDate: endDate || null, ...(budget ? { budget } : {}) };
      if (editing) {
        await update({
          variables: {
            id: editing.id,
            input: { ...common, ...(progress ? { progress: Number(progress) } : {}) },
          },
        });
        notifySuccess(intl, "projects.form.updated");
        onSaved(editing.id);
      } else {
        const res = await create({ variables: { input: common } });
        notifySuccess(intl, "projects.form.created");
        if (res.data) onSaved(res.data.createProject.id);
      }
    },
  });
  const { formState, watch, trigger } = entity.form;
  // an end before the start shows at once, whichever of the two dates was typed last
  const [startDate, endDate] = watch(["startDate", "endDate"]);
  useEffect(() => {
    if (startDate && endDate) void trigger("endDate");
  }, [startDate, endDate, trigger]);

  const clientOptions = (clients.data?.clients.edges ?? []).map(({ node }) => clientOption(node));
  const choose = t("projects.form.choose");

  return (
    <EntityFormDialog
      entity={entity}
      title={<FormattedMessage id={editing ? "projects.form.editTitle" : "projects.form.createTitle"} />}
      submitLabel={<FormattedMessage id={editing ? "projects.form.save" : "projects.form.create"} />}
      onClose={onClose}
      canSubmit={formState.isValid}
      large
    >
      <Stack gap="4">
        <TextField<F> name="name" label={t("projects.form.name")} required maxLength={200} />
        <SelectField<F>
          name="clientId"
          label={t("projects.form.client")}
          required
          options={clientOptions}
          placeholder={choose}
          helper={clients.error ? t("common.loadError") : undefined}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField<F> name="country" label={t("projects.form.country")} required options={vocabulary.options("country")} placeholder={choose} />
          <SelectField<F> name="sector" label={t("projects.form.sector")} required options={vocabulary.options("sector")} placeholder={choose} />
          <TextField<F> name="startDate" label={t("projects.form.startDate")} type="date" max="9999-12-31" />
          <TextField<F> name="endDate" label={t("projects.form.endDate")} type="date" max="9999-12-31" min={startDate || undefined} />
          <MoneyField<F> name="budget" label={t("projects.form.budget")} />
          <SelectField<F> name="currency" label={t("projects.form.currency")} options={vocabulary.options("currency").map((o) => ({ value: o.value, label: o.value }))} />
          {editing && <TextField<F> name="progress" label={t("projects.form.progress")} type="number" min={0} max={100} />}
          <SelectField<F> name="priority" label={t("projects.form.priority")} options={vocabulary.options("priority")} />
        </SimpleGrid>
        <TextareaField<F> name="description" label={t("projects.form.description")} rows={4} maxLength={5000} />
      </Stack>
    </EntityFormDialog>
  );
}
