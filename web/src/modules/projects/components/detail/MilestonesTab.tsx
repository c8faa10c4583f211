import { useMutation } from "@apollo/client/react";
import { requiredDate } from "@ponte/contracts";
import { milestoneRules } from "@ponte/contracts/projects";
import { Box, Button, Card, Flex, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { CheckCircle2, Flag, Plus, RotateCcw } from "lucide-react";
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { DetailList } from "./DetailList";
import { graphql } from "../../../../gql";
import type { ProjectDetail_ProjectFragment } from "../../../../gql/graphql";
import { DeleteItemButton } from "./DeleteItemButton";
import { formatDate } from "../../../../ui/format/formatDate";
import { notifyError } from "../../../../ui/feedback/notify";
import { TextareaField, TextField } from "../../../../ui/forms/fields";
import { useEntityForm } from "../../../../ui/forms/useEntityForm";
import { RowButton } from "../../../../ui/list";
import { z } from "zod";
import { MilestoneBadge } from "./MilestoneBadge";

const AddDocument = graphql(`
  mutation MilestonesTab_Add($projectId: ID!, $input: MilestoneInput!) {
    addMilestone(projectId: $projectId, input: $input) {
      ...ProjectDetail_Project
    }
  }
`);
const CompleteDocument = graphql(`
  mutation MilestonesTab_Complete($id: ID!) {
    completeMilestone(id: $id) {
      ...ProjectDetail_Project
    }
  }
`);
const ReopenDocument = graphql(`
  mutation MilestonesTab_Reopen($id: ID!) {
    reopenMilestone(id: $id) {
      ...ProjectDetail_Project
    }
  }
`);
const DeleteDocument = graphql(`
  mutation MilestonesTab_Delete($id: ID!) {
    deleteMilestone(id: $id) {
      ...ProjectDetail_Project
    }
  }
`);

/** A new milestone: the API's rules (@ponte/contracts) and a due date. */
export const milestoneFormSchema = z.object({ ...milestoneRules, dueDate: requiredDate() });
type F = z.input<typeof milestoneFormSchema>;
const blank: F = { title: "", description: "", dueDate: "" };

export function MilestonesTab({ project }: { project: ProjectDetail_ProjectFragment }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [open, setOpen] = useState(false);
  const [add] = useMutation(AddDocument);
  const [complete] = useMutation(CompleteDocument);
  const [reopen] = useMutation(ReopenDocument);
  const [remove] = useMutation(DeleteDocument);
  const guard = (p: Promise<unknown>) => void p.catch((e) => notifyError(intl, e));

  const entity = useEntityForm({
    schema: milestoneFormSchema,
    defaultValues: blank,
    onSubmit: async (input, form) => {
      await add({ variables: { projectId: project.id, input } });
      form.reset(blank);
      setOpen(false);
    },
  });
  const [title, dueDate] = entity.form.watch(["title", "dueDate"]);

  return (
    <Stack gap="4" pt="2">
      <Flex justify="flex-end">
        <Button size="sm" colorPalette="brand" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          <Plus />
          <FormattedMessage id="projects.milestones.add" />
        </Button>
      </Flex>
      {open && (
        <FormProvider {...entity.form}>
          <Card.Root variant="subtle" as="form" onSubmit={(e) => void entity.submit(e)}>
            <Card.Body gap="3">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                <TextField<F> name="title" label={t("projects.milestones.titleField")} required maxLength={200} />
                <TextField<F> name="dueDate" label={t("projects.milestones.dueDate")} required type="date" max="9999-12-31" />
              </SimpleGrid>
              <TextareaField<F> name="description" label={t("projects.milestones.description")} rows={2} maxLength={2000} />
              <HStack justify="flex-end">
                <Button variant="ghost" onClick={() => setOpen(false)}>
                  <FormattedMessage id="common.cancel" />
                </Button>
                <Button type="submit" colorPalette="brand" loading={entity.saving} disabled={!title?.trim() || !dueDate}>
                  <FormattedMessage id="projects.milestones.save" />
                </Button>
              </HStack>
            </Card.Body>
          </Card.Root>
        </FormProvider>
      )}
      <DetailList items={project.milestones} emptyIcon={Flag} empty={<FormattedMessage id="projects.milestones.empty" />}>
        {(m) => (
          <Box
            as="li"
            key={m.id}
            borderWidth="1px"
            borderRadius="lg"
            p="3"
            borderColor={m.completed ? "green.muted" : m.overdue ? "red.muted" : undefined}
            bg={m.completed ? "green.subtle" : undefined}
          >
            <Flex gap="3" justify="space-between" align={{ base: "start", md: "center" }} direction={{ base: "column", md: "row" }}>
              <Stack gap="1" flex="1">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold">{m.title}</Text>
                  <MilestoneBadge completed={m.completed} overdue={m.overdue} />
                </HStack>
                {m.description && (
                  <Text fontSize="sm" color="fg.muted">
                    {m.description}
                  </Text>
                )}
                <Text fontSize="sm" color="fg.muted">
                  <FormattedMessage id="projects.milestones.due" values={{ date: formatDate(m.dueDate, intl.locale) }} />
                </Text>
              </Stack>
              <HStack gap="1">
                {m.completed ? (
                  <RowButton icon={RotateCcw} variant="outline" onClick={() => guard(reopen({ variables: { id: m.id } }))}>
                    <FormattedMessage id="projects.milestones.reopen" />
                  </RowButton>
                ) : (
                  <RowButton icon={CheckCircle2} colorPalette="green" variant="subtle" onClick={() => guard(complete({ variables: { id: m.id } }))}>
                    <FormattedMessage id="projects.milestones.complete" />
                  </RowButton>
                )}
                <DeleteItemButton
                  label={intl.formatMessage({ id: "projects.milestones.delete" }, { title: m.title })}
                  onClick={() => guard(remove({ variables: { id: m.id } }))}
                />
              </HStack>
            </Flex>
          </Box>
        )}
      </DetailList>
    </Stack>
  );
}
