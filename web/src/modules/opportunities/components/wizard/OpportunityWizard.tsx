import { Alert, Button, Card, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { ArrowLeft, ArrowRight, Send, Trash2 } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Controller, FormProvider } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../../gql";
import { fieldIssues, useErrorMessage } from "../../../../ui/errors/errorMessage";
import { uploadCancelled, useUploadProgress } from "../../../../ui/files/useUploadProgress";
import { graphqlErrorInfo } from "../../../../ui/errors/graphqlErrorInfo";
import { useConfirm } from "../../../../ui/feedback/useConfirm";
import { useEntityForm } from "../../../../ui/forms/useEntityForm";
import { useLeaveGuard } from "../../../../ui/forms/useLeaveGuard";
import type { OpportunityFormValues } from "../../types/OpportunityFormValues";
import { isSectorImage } from "../../utils/isSectorImage";
import { clearOpportunityDraft, opportunityDraftKey, readOpportunityDraft, writeOpportunityDraft } from "../../utils/opportunityDraft";
import { WIZARD_STEP_FIELDS, type WizardStep, opportunityWizardSchema, wizardStepOf, wizardStepValid } from "../../utils/opportunityWizardSchema";
import { sectorImage } from "../../utils/sectorImage";
import { todayIso } from "../../utils/todayIso";
import { uploadOpportunityImage } from "../../utils/uploadOpportunityImage";
import { BasicsFields } from "../fields/BasicsFields";
import { DeadlineField } from "../fields/DeadlineField";
import { FeaturedSwitch } from "../fields/FeaturedSwitch";
import { ImagePicker } from "../fields/ImagePicker";
import { OrganizationFields } from "../fields/OrganizationFields";
import { RequirementsEditor } from "../fields/RequirementsEditor";
import { ReviewStep } from "./ReviewStep";
import { StepIndicator } from "./StepIndicator";

const CreateOpportunityDocument = graphql(`
  mutation OpportunityWizard_Create($input: OpportunityInput!) {
    createOpportunity(input: $input) {
      ...OpportunityFields_Opportunity
    }
  }
`);

const STEPS = ["opportunities.wizard.step1", "opportunities.wizard.step2", "opportunities.wizard.step3", "opportunities.wizard.step4"];

const emptyForm = (organization: string): OpportunityFormValues => ({
  title: "",
  description: "",
  country: "",
  sector: "",
  type: "PROJECT",
  organization,
  location: "",
  budget: "",
  deadline: "",
  requirements: [""],
  featured: false,
  imageFile: null,
  imageUrl: "",
});

/** An upload refused for one of these reasons says why; any other failed upload reads the spec's upload text. */
const UPLOAD_REASONS = new Set(["IMAGE_TYPE_NOT_ALLOWED", "IMAGE_TOO_LARGE", "IMAGE_TOO_MANY_PIXELS"]);

/** An upload that failed before the opportunity was sent (its text is not the create's). */
class UploadFailed extends Error {}

/** true when something differs from the blank form: what a draft keeps and leaving warns about */
const hasInput = (values: OpportunityFormValues, blank: OpportunityFormValues) =>
  Boolean(values.imageFile) || JSON.stringify({ ...values, imageFile: null }) !== JSON.stringify(blank);

interface Props {
  /** pre-fills the organisation with the admin's own */
  organization: string;
  /** the signed-in admin: their draft is theirs alone */
  userId: string;
  onPublished: (title: string) => void;
}

/**
 * The four-step create-opportunity wizard (spec §2.6, §5): one form across
 * the steps; Continue checks the step's fields and goes on only when they are
 * valid, Back goes freely; the image is uploaded on publish. A field the
 * server refuses is shown on its step, beside the field.
 */
export function OpportunityWizard({ organization, userId, onPublished }: Props) {
  const intl = useIntl();
  const describe = useErrorMessage();
  const draftKey = opportunityDraftKey(userId);
  const blank = useMemo(() => emptyForm(organization), [organization]);
  // what was typed before a reload or Back comes back, on the step it was on
  const [restored] = useState(() => readOpportunityDraft(draftKey));
  const [step, setStep] = useState<WizardStep>(restored?.step ?? 1);
  const [publishing, setPublishing] = useState(false);
  const confirm = useConfirm();
  const [problem, setProblem] = useState<string | null>(null);
  // the picture's upload on publish, as a bar that can cancel it
  const upload = useUploadProgress(intl.formatMessage({ id: "ui.upload.sendingImage" }), { cancellable: true });
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const [createOpportunity] = useMutation(CreateOpportunityDocument);
  const today = todayIso();
  const schema = useMemo(() => opportunityWizardSchema(today), [today]);

  const entity = useEntityForm<OpportunityFormValues, OpportunityFormValues>({
    schema,
    defaultValues: restored ? { ...blank, ...restored.values, imageFile: null } : blank,
    onSubmit: async (values) => {
      setProblem(null);
      setPublishing(true);
      let imageId: string | undefined;
      if (values.imageFile) {
        const file = values.imageFile;
        try {
          imageId = await upload.run((tracking) => uploadOpportunityImage(file, tracking));
        } catch (error) {
          throw new UploadFailed("image upload failed", { cause: error });
        }
      }
      const budget = Number(values.budget);
      await createOpportunity({
        variables: {
          input: {
            title: values.title,
            description: values.description,
            country: values.country as Exclude<OpportunityFormValues["country"], "">,
            sector: values.sector as Exclude<OpportunityFormValues["sector"], "">,
            type: values.type,
            organization: values.organization,
            location: values.location,
            budget: budget > 0 ? String(budget) : null,
            deadline: values.deadline,
            requirements: values.requirements.filter(Boolean),
            featured: values.featured,
            imageId: imageId ?? null,
            imageUrl: imageId ? null : values.imageUrl || null,
          },
        },
      });
      clearOpportunityDraft(draftKey);
      onPublished(values.title);
    },
    onError: (error) => {
      setPublishing(false);
      if (error instanceof UploadFailed) {
        if (uploadCancelled(error.cause)) {
          setProblem(intl.formatMessage({ id: "ui.upload.cancelled" }));
          return true;
        }
        const { reason } = graphqlErrorInfo(error.cause);
        setProblem(reason && UPLOAD_REASONS.has(reason) ? describe(error.cause) : intl.formatMessage({ id: "opportunities.error.uploadFailed" }));
        return true;
      }
      // a refused field: back to its step, where the form kit shows the reason beside it
      const first = fieldIssues(error)
        .map((i) => wizardStepOf(i.field))
        .find((s) => s !== null);
      if (first) {
        setStep(first);
        return false;
      }
      // the spec's wording for a refused permission and for an unexplained failure
      setProblem(describe(error, { byCode: { FORBIDDEN: "opportunities.error.permission" }, fallbackId: "opportunities.error.createFailed" }));
      return true;
    },
  });
  const { form } = entity;
  const values = form.watch();
  const valid = wizardStepValid(step, values, today);
  const typed = hasInput(values, blank);
  const { imageFile: _file, ...storable } = values;
  const storableJson = JSON.stringify(storable);

  useEffect(() => {
    if (publishing) return;
    if (typed) writeOpportunityDraft(draftKey, { values: JSON.parse(storableJson), step });
    else clearOpportunityDraft(draftKey);
  }, [draftKey, storableJson, step, typed, publishing]);

  const leaveGuard = useLeaveGuard(typed && !publishing, {
    title: intl.formatMessage({ id: "opportunities.wizard.leave.title" }),
    text: intl.formatMessage({ id: "opportunities.wizard.leave.text" }),
    confirmLabel: intl.formatMessage({ id: "opportunities.wizard.leave.confirm" }),
    cancelLabel: intl.formatMessage({ id: "opportunities.wizard.leave.cancel" }),
  });

  const discard = async () => {
    const ok = await confirm.ask({
      title: intl.formatMessage({ id: "opportunities.wizard.discard.title" }),
      text: intl.formatMessage({ id: "opportunities.wizard.discard.text" }),
      confirmLabel: intl.formatMessage({ id: "opportunities.wizard.discard.confirm" }),
    });
    if (!ok) return;
    clearOpportunityDraft(draftKey);
    form.reset(blank);
    setProblem(null);
    setStep(1);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves to the heading when the step changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  useEffect(() => {
    const watching = form.watch((v, { name }) => {
      // a field Continue or the server refused is checked again as it changes, so its error goes once fixed
      if (name && form.getFieldState(name).error) void form.trigger(name);
      // Spec §5: choosing a sector brings its default image when there is no picture yet.
      if (name !== "sector" || !v.sector || v.imageFile || (v.imageUrl && !isSectorImage(v.imageUrl))) return;
      form.setValue("imageUrl", sectorImage(v.sector));
    });
    return () => watching.unsubscribe();
  }, [form]);

  const next = async () => {
    if (await form.trigger(WIZARD_STEP_FIELDS[step], { shouldFocus: true })) setStep((step + 1) as WizardStep);
  };
  const change = (patch: Partial<OpportunityFormValues>) => {
    for (const [k, v] of Object.entries(patch)) form.setValue(k as keyof OpportunityFormValues, v as never, { shouldDirty: true });
  };
  const publish = () => {
    setProblem(null);
    void entity.submit();
  };

  const title = intl.formatMessage({ id: STEPS[step - 1] });
  return (
    <Stack gap="6">
      {restored && typed && (
        <Alert.Root status="info" data-testid="wizard-draft-restored">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="opportunities.wizard.draft.restored" />
          </Alert.Title>
        </Alert.Root>
      )}
      <StepIndicator current={step} titles={STEPS.map((id) => intl.formatMessage({ id }))} />
      <Card.Root>
        <Card.Header>
          <Text textStyle="sm" color="fg.muted">
            <FormattedMessage id="opportunities.wizard.stepOf" values={{ step, total: STEPS.length }} />
          </Text>
          <Heading as="h2" textStyle="xl" ref={heading} tabIndex={-1} outline="none">
            {title}
          </Heading>
        </Card.Header>
        <Card.Body>
          <FormProvider {...form}>
            {step === 1 && <BasicsFields />}
            {step === 2 && <OrganizationFields locationRequired />}
            {step === 3 && (
              <Stack gap="6">
                <DeadlineField min={today} />
                <Controller
                  control={form.control}
                  name="requirements"
                  render={({ field, fieldState }) => <RequirementsEditor requirements={field.value} onChange={field.onChange} invalid={Boolean(fieldState.error)} />}
                />
                <ImagePicker values={values} onChange={change} />
                <FeaturedSwitch checked={values.featured} onChange={(featured) => change({ featured })} />
              </Stack>
            )}
          </FormProvider>
          {step === 4 && <ReviewStep values={values} onEditStep={(s) => setStep(s as WizardStep)} />}
          {upload.element && <Stack mt="6">{upload.element}</Stack>}
          {problem && (
            <Alert.Root status="error" mt="6">
              <Alert.Indicator />
              <Alert.Title>{problem}</Alert.Title>
            </Alert.Root>
          )}
        </Card.Body>
        <Card.Footer>
          <Flex width="full" justify="space-between" align="center" gap="3" wrap="wrap">
            <Flex gap="3" wrap="wrap">
              {step > 1 && (
                <Button variant="outline" onClick={() => setStep((step - 1) as WizardStep)} disabled={entity.saving}>
                  <ArrowLeft />
                  <FormattedMessage id="opportunities.wizard.previous" />
                </Button>
              )}
              {typed && (
                <Button variant="ghost" colorPalette="red" onClick={() => void discard()} disabled={entity.saving}>
                  <Trash2 />
                  <FormattedMessage id="opportunities.wizard.discard.button" />
                </Button>
              )}
            </Flex>
            <Flex align="center" gap="3" wrap="wrap" justify="flex-end">
              {!valid && (
                <Text textStyle="sm" color="fg.muted" id="wizard-incomplete">
                  <FormattedMessage id="opportunities.wizard.incomplete" />
                </Text>
              )}
              {step < STEPS.length ? (
                <Button colorPalette="brand" aria-describedby={valid ? undefined : "wizard-incomplete"} onClick={() => void next()}>
                  <FormattedMessage id="opportunities.wizard.continue" />
                  <ArrowRight />
                </Button>
              ) : (
                <Button
                  colorPalette="brand"
                  disabled={!valid}
                  loading={entity.saving}
                  loadingText={intl.formatMessage({ id: "opportunities.wizard.publishing" })}
                  onClick={publish}
                >
                  <Send />
                  <FormattedMessage id="opportunities.wizard.publish" />
                </Button>
              )}
            </Flex>
          </Flex>
        </Card.Footer>
      </Card.Root>
      {confirm.element}
      {leaveGuard}
    </Stack>
  );
}
