import { Input, SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { type FormEvent, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { Country, Currency, Priority, Sector } from "../../../gql/graphql";
import { FormField } from "../../../ui/forms/FormField";
import { SelectInput } from "../../../ui/forms/SelectInput";
import { emptyProjectForm } from "../utils/emptyProjectForm";
import { isProjectFormValid } from "../utils/isProjectFormValid";
import { notifyError } from "../utils/notifyError";
import { notifySuccess } from "../utils/notifySuccess";
import { COUNTRIES, CURRENCIES, PRIORITIES, SECTORS, optionsOf } from "../utils/options";
import { projectFormProblems, toDecimal } from "../utils/projectFormProblems";
import type { ProjectFormValues } from "../utils/ProjectFormValues";
import { FormDialog } from "../../../ui/forms/FormDialog";

const ClientsDocument = graphql(`
  query ProjectFormDialog_Clients($first: Int) {
    clients(first: $first) {
      edges {
        node {
          id
          name
          organization
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

export const LIST_QUERIES = ["ProjectsScreen_Projects", "ProjectsScreen_Summary"];

interface Props {
  /** the project being edited, with its current values; none to create one */
  editing?: { id: string; values: ProjectFormValues };
  onClose: () => void;
  onSaved: (id: string) => void;
}

/** "Novo Projeto" and "Editar Projeto": one form. */
export function ProjectFormDialog({ editing, onClose, onSaved }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [values, setValues] = useState<ProjectFormValues>(() => editing?.values ?? emptyProjectForm());
  const clients = useQuery(ClientsDocument, { variables: { first: 100 } });
  const [create, created] = useMutation(CreateDocument, { refetchQueries: LIST_QUERIES });
  const [update, updated] = useMutation(UpdateDocument, { refetchQueries: LIST_QUERIES });
  const saving = created.loading || updated.loading;
  const problems = projectFormProblems(values);
  const canSubmit = isProjectFormValid(values) && Object.keys(problems).length === 0 && !saving;
  const set = (key: keyof ProjectFormValues) => (v: string) => setValues((old) => ({ ...old, [key]: v }));
  const problem = (key: keyof ProjectFormValues) => (problems[key] ? t(`projects.form.problem.${problems[key]}`) : null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmit) return;
    const common = {
      name: values.name.trim(),
      clientId: values.clientId,
      country: values.country as Country,
      sector: values.sector as Sector,
      startDate: values.startDate || null,
      endDate: values.endDate || null,
      currency: values.currency as Currency,
      priority: values.priority as Priority,
      description: values.description,
      ...(values.budget.trim() ? { budget: toDecimal(values.budget) } : {}),
    };
    try {
      if (editing) {
        await update({
          variables: {
            id: editing.id,
            input: {
              ...common,
              ...(values.spent.trim() ? { spent: toDecimal(values.spent) } : {}),
              ...(values.progress.trim() ? { progress: Number(values.progress) } : {}),
            },
          },
        });
        notifySuccess(intl, "projects.form.updated");
        onSaved(editing.id);
      } else {
        const res = await create({ variables: { input: common } });
        notifySuccess(intl, "projects.form.created");
        if (res.data) onSaved(res.data.createProject.id);
      }
    } catch (error) {
      notifyError(intl, error);
    }
  };

  const clientOptions = (clients.data?.clients.edges ?? []).map(({ node }) => ({ value: node.id, label: `${node.name} — ${node.organization}` }));

  return (
    <FormDialog
      title={<FormattedMessage id={editing ? "projects.form.editTitle" : "projects.form.createTitle"} />}
      submitLabel={<FormattedMessage id={editing ? "projects.form.save" : "projects.form.create"} />}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      canSubmit={canSubmit}
      large
    >
      <Stack gap="4">
        <FormField label={t("projects.form.name")} required>
          <Input name="name" value={values.name} onChange={(e) => set("name")(e.currentTarget.value)} maxLength={200} />
        </FormField>
        <FormField label={t("projects.form.client")} required error={clients.error ? t("common.loadError") : null}>
          <SelectInput name="clientId" value={values.clientId} onChange={set("clientId")} options={clientOptions} placeholder={t("projects.form.choose")} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t("projects.form.country")} required>
            <SelectInput name="country" value={values.country} onChange={set("country")} options={optionsOf(intl, COUNTRIES, "common.country")} placeholder={t("projects.form.choose")} />
          </FormField>
          <FormField label={t("projects.form.sector")} required>
            <SelectInput name="sector" value={values.sector} onChange={set("sector")} options={optionsOf(intl, SECTORS, "common.sector")} placeholder={t("projects.form.choose")} />
          </FormField>
          <FormField label={t("projects.form.startDate")}>
            <Input type="date" max="9999-12-31" name="startDate" value={values.startDate} onChange={(e) => set("startDate")(e.currentTarget.value)} />
          </FormField>
          <FormField label={t("projects.form.endDate")} error={problem("endDate")}>
            <Input type="date" max="9999-12-31" name="endDate" value={values.endDate} min={values.startDate || undefined} onChange={(e) => set("endDate")(e.currentTarget.value)} />
          </FormField>
          <FormField label={t("projects.form.budget")} error={problem("budget")}>
            <Input name="budget" inputMode="decimal" value={values.budget} onChange={(e) => set("budget")(e.currentTarget.value)} placeholder="0.00" />
          </FormField>
          <FormField label={t("projects.form.currency")}>
            <SelectInput name="currency" value={values.currency} onChange={set("currency")} options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
          </FormField>
          {editing && (
            <>
              <FormField label={t("projects.form.spent")} error={problem("spent")}>
                <Input name="spent" inputMode="decimal" value={values.spent} onChange={(e) => set("spent")(e.currentTarget.value)} />
              </FormField>
              <FormField label={t("projects.form.progress")} error={problem("progress")}>
                <Input name="progress" type="number" min={0} max={100} value={values.progress} onChange={(e) => set("progress")(e.currentTarget.value)} />
              </FormField>
            </>
          )}
          <FormField label={t("projects.form.priority")}>
            <SelectInput name="priority" value={values.priority} onChange={set("priority")} options={optionsOf(intl, PRIORITIES, "projects.priority")} />
          </FormField>
        </SimpleGrid>
        <FormField label={t("projects.form.description")}>
          <Textarea name="description" rows={4} value={values.description} onChange={(e) => set("description")(e.currentTarget.value)} maxLength={5000} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
