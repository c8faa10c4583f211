import { useMutation } from "@apollo/client/react";
import { serviceRequestRules } from "@ponte/contracts/service-requests";
import { Badge, Button, CloseButton, Dialog, Portal, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { Send } from "lucide-react";
import { FormProvider, useWatch } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { z } from "zod";
import { graphql } from "../../../gql";
import type { ServiceCategory } from "../../../gql/graphql";
import { notifySuccess } from "../../../ui/feedback/notify";
import { useDashboardActivity } from "../../../ui/feedback/useDashboardActivity";
import { RequesterFields } from "../../../ui/forms/RequesterFields";
import { useEntityForm } from "../../../ui/forms/useEntityForm";
import { useSession } from "../../../session/useSession";
import { serviceTypeMessageId } from "../../../domain/serviceCategories";

// The new request comes back as the member's list shows it ("Meus pedidos").
const CREATE = graphql(`
  mutation ServiceRequestForm_Create($input: CreateServiceRequestInput!) {
    createServiceRequest(input: $input) {
      ...MyServiceRequests_Item
    }
  }
`);

export interface RequestedService {
  category: ServiceCategory;
  serviceType: string;
}

/** The request form's fields: the API's own rules (@ponte/contracts). */
export const requestSchema = z.object({
  name: serviceRequestRules.name,
  email: serviceRequestRules.email,
  phone: serviceRequestRules.phone,
  message: serviceRequestRules.message,
});
type Values = z.input<typeof requestSchema>;

/**
 * The service request form (spec §2.8, §5): name, e-mail, phone and message,
 * all required; Send stays disabled while a field is empty or while sending.
 * Name and e-mail start from the profile each time the form opens. The dialog
 * stays mounted (closing the category panel and opening this one at once
 * must not leave this one hidden from assistive technology).
 */
export function ServiceRequestForm({ service, onClose }: { service: RequestedService | null; onClose: () => void }) {
  const intl = useIntl();
  const { user } = useSession();
  const activity = useDashboardActivity();
  const [create] = useMutation(CREATE, {
    refetchQueries: ["MyServiceRequests_List", "MemberDashboard_Counts", "AppShell_Counts"],
  });
  const profile = { name: user?.fullName ?? "", email: user?.email ?? "", phone: "", message: "" };
  const entity = useEntityForm({
    schema: requestSchema,
    defaultValues: profile,
    onSubmit: async (values) => {
      if (!service) return;
      await activity.track(() => create({ variables: { input: { category: service.category, serviceType: service.serviceType, ...values } } }));
      notifySuccess(intl, "serviceRequests.form.success");
      onClose();
    },
  });
  const { reset } = entity.form;
  const profileKey = `${profile.name}|${profile.email}`;
  useEffect(() => {
    if (service) {
      const [name, email] = profileKey.split("|");
      reset({ name, email, phone: "", message: "" });
    }
  }, [service, profileKey, reset]);
  const values = useWatch({ control: entity.form.control }) as Partial<Values>;
  const anyEmpty = (["name", "email", "phone", "message"] as const).some((k) => !values[k]?.trim());
  const optionId = service ? serviceTypeMessageId(service.serviceType) : null;
  const close = () => !entity.saving && onClose();

  return (
    <Dialog.Root open={service !== null} onOpenChange={(d) => !d.open && close()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={(e) => void entity.submit(e)} noValidate aria-busy={entity.saving}>
              <FormProvider {...entity.form}>
                <Dialog.Header flexDirection="column" alignItems="flex-start" gap="2">
                  <Dialog.Title>
                    <FormattedMessage id="serviceRequests.form.title" />
                  </Dialog.Title>
                  {service && (
                    <Badge colorPalette="brand" variant="subtle" size="lg">
                      <FormattedMessage id={`serviceRequests.category.${service.category}`} />
                      {" · "}
                      {optionId ? <FormattedMessage id={optionId} /> : service.serviceType}
                    </Badge>
                  )}
                  <Text color="fg.muted" textStyle="sm">
                    <FormattedMessage id="serviceRequests.form.intro" />
                  </Text>
                </Dialog.Header>
                <Dialog.Body>
                  <RequesterFields
                    texts="serviceRequests.form"
                    phonePlaceholder={intl.formatMessage({ id: "serviceRequests.form.phonePlaceholder" })}
                    messagePlaceholder={intl.formatMessage({ id: "serviceRequests.form.messagePlaceholder" })}
                  />
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={close} disabled={entity.saving}>
                    <FormattedMessage id="common.cancel" />
                  </Button>
                  <Button type="submit" colorPalette="brand" disabled={anyEmpty || entity.saving}>
                    <Send aria-hidden />
                    <FormattedMessage id={entity.saving ? "serviceRequests.form.sending" : "serviceRequests.form.send"} />
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild disabled={entity.saving}>
                  <CloseButton size="sm" aria-label={intl.formatMessage({ id: "common.close" })} />
                </Dialog.CloseTrigger>
              </FormProvider>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
