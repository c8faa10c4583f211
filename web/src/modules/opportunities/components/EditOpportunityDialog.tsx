import { Alert, SimpleGrid, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { Controller, FormProvider } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { useVocabulary } from "../../../domain/vocabulary";
import { graphql } from "../../../gql";
import type { OpportunityFields_OpportunityFragment } from "../../../gql/graphql";
import { notifySuccess } from "../../../ui/feedback/notify";
import { FormDialog } from "../../../ui/forms/FormDialog";
import { SelectField } from "../../../ui/forms/fields";
import { useEntityForm } from "../../../ui/forms/useEntityForm";
import type { OpportunityEditValues } from "../types/OpportunityEditValues";
import { buildOpportunityUpdate } from "../utils/buildOpportunityUpdate";
import { editValuesFromOpportunity } from "../utils/editValuesFromOpportunity";
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

/** The admin's edit modal, with every check of spec §5 "Opportunity edit" (the form kit, the API's own text rules). */
export function EditOpportunityDialog({ opportunity, onClose }: Props) {
  const intl = useIntl();
  const vocabulary = useVocabulary();
  const [update] = useMutation(UpdateOpportunityDocument);
  const today = todayIso();
  const entity = useEntityForm<OpportunityEditValues, OpportunityEditValues>({
    schema: opportunityEditSchema(opportunity.deadline, today),
    defaultValues: editValuesFromOpportunity(opportunity),
    onSubmit: async (values) => {
      await update({ variables: { id: opportunity.id, input: buildOpportunityUpdate(opportunity, values) } });
      notifySuccess(intl, "opportunities.admin.updated");
      onClose();
    },
  });
  const { form } = entity;
  const values = form.watch();
  const valid = opportunityEditSchema(opportunity.deadline, today).safeParse(values).success;
  const missing = !values.title.trim() || !values.description.trim();

  return (
    <FormProvider {...form}>
      <FormDialog
        title={<FormattedMessage id="opportunities.edit.title" />}
        submitLabel={<FormattedMessage id="opportunities.edit.save" />}
        onSubmit={(e) => void entity.submit(e)}
        onClose={onClose}
        saving={entity.saving}
        canSubmit={valid}
        noValidate
        large
      >
        <Stack gap="6">
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
            <SelectField<OpportunityEditValues>
              name="status"
              label={intl.formatMessage({ id: "opportunities.field.status" })}
              options={vocabulary.options("opportunityStatus")}
            />
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
    </FormProvider>
  );
}
