import { SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { type FormEvent, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../../gql";
import type { RiskLevel, RiskStatus } from "../../../../gql/graphql";
import { FormField } from "../../../../ui/forms/FormField";
import { SelectInput } from "../../../../ui/forms/SelectInput";
import { notifyError } from "../../utils/notifyError";
import { RISK_LEVELS, RISK_STATUSES, optionsOf } from "../../utils/options";
import { FormDialog } from "../../../../ui/forms/FormDialog";

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

export interface RiskValues {
  description: string;
  level: string;
  status: string;
  mitigation: string;
}

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
  const [v, setV] = useState<RiskValues>(() => risk ?? { description: "", level: "MEDIUM", status: "OPEN", mitigation: "" });
  const [add, added] = useMutation(AddDocument);
  const [update, updated] = useMutation(UpdateDocument);
  const saving = added.loading || updated.loading;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!v.description.trim()) return;
    const input = {
      description: v.description.trim(),
      level: v.level as RiskLevel,
      status: v.status as RiskStatus,
      mitigation: v.mitigation.trim(),
    };
    try {
      if (risk) await update({ variables: { id: risk.id, input } });
      else await add({ variables: { projectId, input } });
      onClose();
    } catch (err) {
      notifyError(intl, err);
    }
  };

  return (
    <FormDialog
      title={<FormattedMessage id={risk ? "projects.risks.editTitle" : "projects.risks.add"} />}
      submitLabel={<FormattedMessage id="projects.risks.save" />}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      canSubmit={!!v.description.trim()}
    >
      <Stack gap="4">
        <FormField label={t("projects.risks.description")} required>
          <Textarea name="riskDescription" rows={2} value={v.description} onChange={(e) => setV({ ...v, description: e.currentTarget.value })} maxLength={1000} />
        </FormField>
        <SimpleGrid columns={2} gap="3">
          <FormField label={t("projects.risks.level")}>
            <SelectInput name="riskLevel" value={v.level} onChange={(level) => setV({ ...v, level })} options={optionsOf(intl, RISK_LEVELS, "projects.riskLevel")} />
          </FormField>
          <FormField label={t("projects.risks.status")}>
            <SelectInput name="riskStatus" value={v.status} onChange={(status) => setV({ ...v, status })} options={optionsOf(intl, RISK_STATUSES, "projects.riskStatus")} />
          </FormField>
        </SimpleGrid>
        <FormField label={t("projects.risks.mitigation")}>
          <Textarea name="riskMitigation" rows={3} value={v.mitigation} onChange={(e) => setV({ ...v, mitigation: e.currentTarget.value })} maxLength={2000} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
