import { useMutation } from "@apollo/client/react";
import { Badge, Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text, Textarea } from "@chakra-ui/react";
import { Send } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { ServiceCategory } from "../../../gql/graphql";
import { useSession } from "../../auth/session/useSession";
import { useDashboardActivity } from "../../dashboard/hooks/useDashboardActivity";
import { toaster } from "../../../ui/feedback/toaster";
import { type FieldProblems, type RequestField, requestFormProblems, serverFieldProblems } from "../utils/requestFormProblems";
import { serviceTypeMessageId } from "../utils/serviceCategories";

const CREATE = graphql(`
  mutation ServiceRequestForm_Create($input: CreateServiceRequestInput!) {
    createServiceRequest(input: $input) {
      id
      category
      serviceType
      status
      createdAt
    }
  }
`);

export interface RequestedService {
  category: ServiceCategory;
  serviceType: string;
}

const EMPTY = { name: "", email: "", phone: "", message: "" };

/**
 * The service request form (spec §2.8, §5): name, e-mail, phone and message,
 * all required; Send stays disabled while a field is empty or while sending.
 */
export function ServiceRequestForm({ service, onClose }: { service: RequestedService | null; onClose: () => void }) {
  const intl = useIntl();
  const { user } = useSession();
  const activity = useDashboardActivity();
  const [values, setValues] = useState<Record<RequestField, string>>(EMPTY);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [create, { loading: sending }] = useMutation(CREATE, {
    refetchQueries: ["MyServiceRequests_List", "MemberDashboard_Counts", "AppShell_Counts"],
  });

  // Name and e-mail start from the profile each time the form opens.
  useEffect(() => {
    if (service) setValues((v) => ({ ...v, name: v.name || user?.fullName || "", email: v.email || user?.email || "" }));
  }, [service, user]);

  const close = () => {
    if (sending) return;
    setValues((v) => ({ ...v, phone: "", message: "" }));
    setProblems({});
    onClose();
  };

  const set = (field: RequestField) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };

  const anyEmpty = Object.values(values).some((v) => !v.trim());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!service) return;
    if (anyEmpty) {
      toaster.create({ type: "warning", title: intl.formatMessage({ id: "serviceRequests.form.fillAll" }) });
    }
    const found = requestFormProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      await activity.track(() =>
        create({ variables: { input: { category: service.category, serviceType: service.serviceType, ...values } } }),
      );
      toaster.create({ type: "success", title: intl.formatMessage({ id: "serviceRequests.form.success" }) });
      setValues({ ...EMPTY, name: user?.fullName ?? "", email: user?.email ?? "" });
      setProblems({});
      onClose();
    } catch (error) {
      const fromServer = serverFieldProblems(error);
      setProblems(fromServer);
      if (Object.keys(fromServer).length === 0) {
        toaster.create({ type: "error", title: intl.formatMessage({ id: "common.genericError" }) });
      }
    }
  };

  const optionId = service ? serviceTypeMessageId(service.serviceType) : null;

  return (
    <Dialog.Root open={service !== null} onOpenChange={(d) => !d.open && close()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate aria-busy={sending}>
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
              <Stack gap="4">
                <Field.Root required invalid={Boolean(problems.name)}>
                  <Field.Label>
                    <FormattedMessage id="serviceRequests.form.name" />
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input name="name" autoComplete="name" value={values.name} onChange={set("name")} />
                  {problems.name && <Field.ErrorText>{intl.formatMessage({ id: problems.name })}</Field.ErrorText>}
                </Field.Root>
                <Field.Root required invalid={Boolean(problems.email)}>
                  <Field.Label>
                    <FormattedMessage id="serviceRequests.form.email" />
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input name="email" type="email" autoComplete="email" value={values.email} onChange={set("email")} />
                  {problems.email && <Field.ErrorText>{intl.formatMessage({ id: problems.email })}</Field.ErrorText>}
                </Field.Root>
                <Field.Root required invalid={Boolean(problems.phone)}>
                  <Field.Label>
                    <FormattedMessage id="serviceRequests.form.phone" />
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    name="phone"
                    type="tel"
                    autoComplete="tel"
                    placeholder={intl.formatMessage({ id: "serviceRequests.form.phonePlaceholder" })}
                    value={values.phone}
                    onChange={set("phone")}
                  />
                  {problems.phone && <Field.ErrorText>{intl.formatMessage({ id: problems.phone })}</Field.ErrorText>}
                </Field.Root>
                <Field.Root required invalid={Boolean(problems.message)}>
                  <Field.Label>
                    <FormattedMessage id="serviceRequests.form.message" />
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Textarea
                    name="message"
                    rows={4}
                    placeholder={intl.formatMessage({ id: "serviceRequests.form.messagePlaceholder" })}
                    value={values.message}
                    onChange={set("message")}
                  />
                  {problems.message && <Field.ErrorText>{intl.formatMessage({ id: problems.message })}</Field.ErrorText>}
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={sending}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button type="submit" colorPalette="brand" disabled={anyEmpty || sending}>
                <Send aria-hidden />
                <FormattedMessage id={sending ? "serviceRequests.form.sending" : "serviceRequests.form.send"} />
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={sending}>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: "common.close" })} />
            </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
