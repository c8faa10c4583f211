import { Alert, SimpleGrid, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { Controller, FormProvider } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { useVocabulary } from "../../../domain/vocabulary";
import { graphql } from "../../../gql";
import type { OpportunityFields_OpportunityFragment } from "../../../gql/graphql";
import { useSession } from "../../../session/useSession";
import { notifySuccess } from "../../../ui/feedback/notify";
import { useConfirm } from "../../../ui/feedback/useConfirm";
import { FormDialog } from "../../../ui/forms/FormDialog";
import { SelectField } from "../../../ui/forms/fields";
import { useEntityForm } from "../../../ui/forms/useEntityForm";
import { useLeaveGuard } from "../../../ui/forms/useLeaveGuard";
import type { OpportunityEditValues } from "../types/OpportunityEditValues";
import { buildOpportunityUpdate } from "../utils/buildOpportunityUpdate";
import { editValuesFromOpportunity } from "../utils/editValuesFromOpportunity";
import { clearOpportunityDraft, opportunityDraftKey, readOpportunityEditDraft, writeOpportunityDraft } from "../utils/opportunityDraft";
import { opportunityEditSchema } from "../utils/opportunityEditSchema";
import { todayIso } from "../utils/todayIso";
import { BasicsFields } from "./fields/BasicsFields";
import { DeadlineField } from "./fields/DeadlineField";
import { FeaturedSwitch } from "./fields/FeaturedSwitch";
import { OrganizationFields } from "./fields/OrganizationFields";
import { RequirementsEditor } from "./fields/RequirementsEditor";

const UpdateOpportunityDocument = graphql(`
  mutation EditOpportunityDialog_Update($id: ID!, $input: OpportunityUpdateInput!) {
    updateOpportunity(id: $id, input: $input) {
      ...OpportunityFields_Opportunity
    }
  }
`);

interface Props {
  opportunity: OpportunityFields_OpportunityFragment;
  onClose: () => void;
}

/**
 * The admin's edit modal, with every check of spec §5 "Opportunity edit" (the
 * form kit, the API's own text rules). Unsaved changes are kept as a draft in
 * the tab, per admin and opportunity: after a reload, Back or a closed tab
 * page they come back when the same opportunity is edited again. Leaving the
 * page with changes asks first (the browser's prompt on reload, the styled
 * dialog inside the app), and so does closing the dialog, which discards them.
 */
export function EditOpportunityDialog({ opportunity, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const vocabulary = useVocabulary();
  const { user } = useSession();
  const [update] = useMutation(UpdateOpportunityDocument);
  const today = todayIso();
  const stored = editValuesFromOpportunity(opportunity);
  const draftKey = user ? opportunityDraftKey(user.id, opportunity.id) : null;
  const [restored] = useState(() => (draftKey ? readOpportunityEditDraft(draftKey) : null));
  const [saved, setSaved] = useState(false);
  const confirm = useConfirm();
  const entity = useEntityForm<OpportunityEditValues, OpportunityEditValues>({
    schema: opportunityEditSchema(opportunity.deadline, today),
    defaultValues: restored ? { ...stored, ...restored.values } : stored,
    onSubmit: async (values) => {
      await update({ variables: { id: opportunity.id, input: buildOpportunityUpdate(opportunity, values) } });
      setSaved(true);
      if (draftKey) clearOpportunityDraft(draftKey);
      notifySuccess(intl, "opportunities.admin.updated");
      onClose();
    },
  });
  const { form } = entity;
  const values = form.watch();
  const valuesJson = JSON.stringify(values);
  const changed = valuesJson !== JSON.stringify(stored);

  useEffect(() => {
    if (!draftKey || saved) return;
    if (changed) writeOpportunityDraft(draftKey, { values: JSON.parse(valuesJson) });
    else clearOpportunityDraft(draftKey);
  }, [draftKey, valuesJson, changed, saved]);

  const leaveGuard = useLeaveGuard(changed && !saved, {
    title: t("opportunities.edit.leave.title"),
    text: t("opportunities.edit.leave.text"),
    confirmLabel: t("opportunities.wizard.leave.confirm"),
    cancelLabel: t("opportunities.wizard.leave.cancel"),
  });

  // closing the dialog throws the changes away: asked first, then the draft goes too
  const close = async () => {
    if (changed) {
      const ok = await confirm.ask({
        title: t("opportunities.edit.discard.title"),
        text: t("opportunities.edit.discard.text"),
        confirmLabel: t("opportunities.wizard.discard.confirm"),
        cancelLabel: t("opportunities.wizard.leave.cancel"),
      });
      if (!ok) return;
    }
    if (draftKey) clearOpportunityDraft(draftKey);
    onClose();
  };
  const valid = opportunityEditSchema(opportunity.deadline, today).safeParse(values).success;
  const missing = !values.title.trim() || !values.description.trim();

  return (
    <FormProvider {...form}>
      <FormDialog
        title={<FormattedMessage id="opportunities.edit.title" />}
        submitLabel={<FormattedMessage id="opportunities.edit.save" />}
        onSubmit={(e) => void entity.submit(e)}
        onClose={() => void close()}
        saving={entity.saving}
        canSubmit={valid}
        noValidate
        large
      >
        <Stack gap="6">
          {restored && changed && (
            <Alert.Root status="info" size="sm" data-testid="edit-draft-restored">
              <Alert.Indicator />
              <Alert.Title>
                <FormattedMessage id="opportunities.edit.draft.restored" />
              </Alert.Title>
            </Alert.Root>
          )}
          {missing && (
            <Alert.Root status="warning" size="sm">
              <Alert.Indicator />
              <Alert.Title>
                <FormattedMessage id="opportunities.error.requiredFields" />
              </Alert.Title>
            </Alert.Root>
          )}
          <BasicsFields />
          <OrganizationFields locationRequired={false} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {/* an unchanged past deadline stays allowed, so the picker offers no minimum then */}
            <DeadlineField min={values.deadline === opportunity.deadline ? undefined : today} />
            <SelectField<OpportunityEditValues> name="status" label={t("opportunities.field.status")} options={vocabulary.options("opportunityStatus")} />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="requirements"
            render={({ field, fieldState }) => (
              <RequirementsEditor requirements={field.value} onChange={field.onChange} invalid={Boolean(fieldState.error)} required={false} />
            )}
          />
          <FeaturedSwitch checked={values.featured} onChange={(featured) => form.setValue("featured", featured, { shouldDirty: true })} />
        </Stack>
      </FormDialog>
      {confirm.element}
      {leaveGuard}
    </FormProvider>
  );
}
