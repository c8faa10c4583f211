import { Alert, Box, Button, Card, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { ArrowLeft, ArrowRight, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../../gql";
import { graphqlErrorInfo } from "../../../../ui/errors/graphqlErrorInfo";
import type { MessageRef } from "../../types/MessageRef";
import type { OpportunityFormValues } from "../../types/OpportunityFormValues";
import { describeOpportunityError } from "../../utils/describeOpportunityError";
import { isSectorImage } from "../../utils/isSectorImage";
import { isWizardStepValid } from "../../utils/isWizardStepValid";
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

const UPLOAD_REASONS = new Set(["IMAGE_TYPE_NOT_ALLOWED", "IMAGE_TOO_LARGE"]);

interface Props {
  /** pre-fills the organisation with the admin's own */
  organization: string;
  onPublished: (title: string) => void;
}

/**
 * The four-step create-opportunity wizard (spec §2.6, §5): forward only when
 * the step is valid, back freely; the image is uploaded on publish.
 */
export function OpportunityWizard({ organization, onPublished }: Props) {
  const intl = useIntl();
  const [step, setStep] = useState(1);
  const [values, setValues] = useState(() => emptyForm(organization));
  const [publishing, setPublishing] = useState(false);
  const [problem, setProblem] = useState<MessageRef | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const [createOpportunity] = useMutation(CreateOpportunityDocument);
  const today = todayIso();
  const valid = isWizardStepValid(step, values, today);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const change = (patch: Partial<OpportunityFormValues>) =>
    setValues((v) => {
      const next = { ...v, ...patch };
      // Spec §5: choosing a sector brings its default image when there is no picture yet.
      if (patch.sector && !next.imageFile && (!next.imageUrl || isSectorImage(next.imageUrl))) {
        next.imageUrl = sectorImage(patch.sector);
      }
      return next;
    });

  const publish = async () => {
    setProblem(null);
    setPublishing(true);
    try {
      let imageId: string | undefined;
      if (values.imageFile) {
        try {
          imageId = await uploadOpportunityImage(values.imageFile);
        } catch (error) {
          const { reason } = graphqlErrorInfo(error);
          setProblem(
            reason && UPLOAD_REASONS.has(reason)
              ? describeOpportunityError(error, "create")
              : { id: "opportunities.error.uploadFailed" },
          );
          return;
        }
      }
      const budget = Number(values.budget);
      await createOpportunity({
        variables: {
          input: {
            title: values.title.trim(),
            description: values.description.trim(),
            country: values.country as Exclude<OpportunityFormValues["country"], "">,
            sector: values.sector as Exclude<OpportunityFormValues["sector"], "">,
            type: values.type,
            organization: values.organization.trim(),
            location: values.location.trim(),
            budget: budget > 0 ? String(budget) : null,
            deadline: values.deadline,
            requirements: values.requirements.map((r) => r.trim()).filter(Boolean),
            featured: values.featured,
            imageId: imageId ?? null,
            imageUrl: imageId ? null : values.imageUrl || null,
          },
        },
      });
      onPublished(values.title.trim());
    } catch (error) {
      setProblem(describeOpportunityError(error, "create"));
    } finally {
      setPublishing(false);
    }
  };

  const title = intl.formatMessage({ id: STEPS[step - 1] });
  return (
    <Stack gap="6">
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
          {step === 1 && <BasicsFields values={values} onChange={change} />}
          {step === 2 && <OrganizationFields values={values} onChange={change} locationRequired />}
          {step === 3 && (
            <Stack gap="6">
              <DeadlineField value={values.deadline} today={today} onChange={(deadline) => change({ deadline })} />
              <RequirementsEditor requirements={values.requirements} onChange={(requirements) => change({ requirements })} />
              <ImagePicker values={values} onChange={change} />
              <FeaturedSwitch checked={values.featured} onChange={(featured) => change({ featured })} />
            </Stack>
          )}
          {step === 4 && <ReviewStep values={values} onEditStep={setStep} />}
          {problem && (
            <Alert.Root status="error" mt="6">
              <Alert.Indicator />
              <Alert.Title>
                <FormattedMessage id={problem.id} values={problem.values} />
              </Alert.Title>
            </Alert.Root>
          )}
        </Card.Body>
        <Card.Footer>
          <Flex width="full" justify="space-between" align="center" gap="3" wrap="wrap">
            <Box>
              {step > 1 && (
                <Button variant="outline" onClick={() => setStep(step - 1)} disabled={publishing}>
                  <ArrowLeft />
                  <FormattedMessage id="opportunities.wizard.previous" />
                </Button>
              )}
            </Box>
            <Flex align="center" gap="3" wrap="wrap" justify="flex-end">
              {!valid && (
                <Text textStyle="sm" color="fg.muted" id="wizard-incomplete">
                  <FormattedMessage id="opportunities.wizard.incomplete" />
                </Text>
              )}
              {step < STEPS.length ? (
                <Button
                  colorPalette="brand"
                  disabled={!valid}
                  aria-describedby={valid ? undefined : "wizard-incomplete"}
                  onClick={() => setStep(step + 1)}
                >
                  <FormattedMessage id="opportunities.wizard.continue" />
                  <ArrowRight />
                </Button>
              ) : (
                <Button
                  colorPalette="brand"
                  disabled={!valid}
                  loading={publishing}
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
    </Stack>
  );
}
