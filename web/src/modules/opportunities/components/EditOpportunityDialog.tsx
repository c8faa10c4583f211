import { Alert, Button, CloseButton, Dialog, Field, NativeSelect, Portal, SimpleGrid, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { OpportunityFields_OpportunityFragment } from "../../../gql/graphql";
import { toaster } from "../../../ui/feedback/toaster";
import type { OpportunityEditValues } from "../types/OpportunityEditValues";
import type { OpportunityFormValues } from "../types/OpportunityFormValues";
import { buildOpportunityUpdate } from "../utils/buildOpportunityUpdate";
import { describeOpportunityError } from "../utils/describeOpportunityError";
import { editValuesFromOpportunity } from "../utils/editValuesFromOpportunity";
import { isEditFormValid } from "../utils/isEditFormValid";
import { OPPORTUNITY_OPTIONS } from "../utils/opportunityOptions";
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

/** The admin's edit modal, with every check of spec §5 "Opportunity edit". */
export function EditOpportunityDialog({ opportunity, onClose }: Props) {
  const intl = useIntl();
  const [values, setValues] = useState(() => editValuesFromOpportunity(opportunity));
  const [update, { loading }] = useMutation(UpdateOpportunityDocument);
  const today = todayIso();
  const valid = isEditFormValid(values, opportunity.deadline, today);
  const missing = !values.title.trim() || !values.description.trim();
  // the shared field components speak the wizard's form; the edit form has no image
  const asForm = { ...values, imageFile: null, imageUrl: "" } as OpportunityFormValues;
  const change = (patch: Partial<OpportunityFormValues>) => setValues((v) => ({ ...v, ...(patch as Partial<OpportunityEditValues>) }));

  const save = async () => {
    try {
      await update({ variables: { id: opportunity.id, input: buildOpportunityUpdate(opportunity, values) } });
      toaster.create({ type: "success", title: intl.formatMessage({ id: "opportunities.admin.updated" }) });
      onClose();
    } catch (error) {
      const m = describeOpportunityError(error, "update");
      toaster.create({ type: "error", title: intl.formatMessage({ id: m.id }, m.values) });
    }
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="xl" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="opportunities.edit.title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="6">
                {missing && (
                  <Alert.Root status="warning" size="sm">
                    <Alert.Indicator />
                    <Alert.Title>
                      <FormattedMessage id="opportunities.error.requiredFields" />
                    </Alert.Title>
                  </Alert.Root>
                )}
                <BasicsFields values={asForm} onChange={change} showErrors />
                <OrganizationFields values={asForm} onChange={change} locationRequired={false} />
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                  <DeadlineField
                    value={values.deadline}
                    today={values.deadline === opportunity.deadline ? "" : today}
                    onChange={(deadline) => change({ deadline })}
                    showErrors
                  />
                  <Field.Root>
                    <Field.Label>
                      <FormattedMessage id="opportunities.field.status" />
                    </Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={values.status}
                        onChange={(e) => setValues((v) => ({ ...v, status: e.target.value as OpportunityEditValues["status"] }))}
                      >
                        {OPPORTUNITY_OPTIONS.statuses.map((s) => (
                          <option key={s} value={s}>
                            {intl.formatMessage({ id: `opportunities.status.${s}` })}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                </SimpleGrid>
                <RequirementsEditor
                  requirements={values.requirements}
                  onChange={(requirements) => change({ requirements })}
                  required={false}
                />
                <FeaturedSwitch checked={values.featured} onChange={(featured) => change({ featured })} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={loading}>
                <FormattedMessage id="opportunities.edit.cancel" />
              </Button>
              <Button
                colorPalette="brand"
                onClick={save}
                disabled={!valid}
                loading={loading}
                loadingText={intl.formatMessage({ id: "opportunities.edit.saving" })}
              >
                <FormattedMessage id="opportunities.edit.save" />
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: "opportunities.edit.cancel" })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
