import { useMutation } from "@apollo/client/react";
import { choice } from "@ponte/contracts";
import { riskRules } from "@ponte/contracts/projects";
import { SimpleGrid, Stack } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { z } from "zod";
import { useVocabulary, VOCABULARY } from "../../../../domain/vocabulary";
import { graphql } from "../../../../gql";
import { EntityFormDialog } from "../../../../ui/forms/EntityFormDialog";
import { SelectField, TextareaField } from "../../../../ui/forms/fields";
import { useEntityForm } from "../../../../ui/forms/useEntityForm";

const AddDocument = graphql(`
  mutation RiskFormDialog_Add($projectId: ID!, $input: AddRiskInput!) {
    addRisk(projectId: $projectId, input: $input) {
      ...ProjectDetail_Project
    }
  }
`);
const UpdateDocument = graphql(`
  mutation RiskFormDialog_Update($id: ID!, $input: UpdateRiskInput!) {
    updateRisk(id: $id, input: $input) {
      ...ProjectDetail_Project
    }
  }
`);

/** The risk form's rules: the API's (@ponte/contracts) plus its two choices. */
export const riskFormSchema = z.object({
  ...riskRules,
  level: choice(VOCABULARY.riskLevel.values),
  status: choice(VOCABULARY.riskStatus.values),
});
export type RiskValues = z.input<typeof riskFormSchema>;
type F = RiskValues;

interface Props {
  projectId: string;
  /** the risk being edited; none to add one */
  risk?: RiskValues & { id: string };
  onClose: () => void;
}

/** Add or edit a risk: description, level, status and mitigation. */
export function RiskFormDialog({ projectId, risk, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const vocabulary = useVocabulary();
  const [add] = useMutation(AddDocument);
  const [update] = useMutation(UpdateDocument);
  const entity = useEntityForm({
    schema: riskFormSchema,
    defaultValues: risk
      ? { description: risk.description, level: risk.level, status: risk.status, mitigation: risk.mitigation }
      : { description: "", level: "MEDIUM", status: "OPEN", mitigation: "" },
    onSubmit: async (input) => {
      if (risk) await update({ variables: { id: risk.id, input } });
      else await add({ variables: { projectId, input } });
      onClose();
    },
  });
  const description = entity.form.watch("description");

  return (
    <EntityFormDialog
      entity={entity}
      title={<FormattedMessage id={risk ? "projects.risks.editTitle" : "projects.risks.add"} />}
      submitLabel={<FormattedMessage id="projects.risks.save" />}
      onClose={onClose}
      canSubmit={!!description?.trim()}
    >
      <Stack gap="4">
        <TextareaField<F> name="description" label={t("projects.risks.description")} required rows={2} maxLength={1000} />
        <SimpleGrid columns={2} gap="3">
          <SelectField<F> name="level" label={t("projects.risks.level")} options={vocabulary.options("riskLevel")} />
          <SelectField<F> name="status" label={t("projects.risks.status")} options={vocabulary.options("riskStatus")} />
        </SimpleGrid>
        <TextareaField<F> name="mitigation" label={t("projects.risks.mitigation")} rows={3} maxLength={2000} />
      </Stack>
    </EntityFormDialog>
  );
}
