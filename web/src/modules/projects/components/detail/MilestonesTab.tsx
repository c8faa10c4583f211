import { Box, Button, Card, Center, Flex, HStack, IconButton, Input, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { CheckCircle2, Flag, Plus, RotateCcw, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../../gql";
import type { ProjectDetail_ProjectFragment } from "../../../../gql/graphql";
import { formatDate } from "../../../../ui/format/formatDate";
import { FormField } from "../../../../ui/forms/FormField";
import { notifyError } from "../../utils/notifyError";
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

export function MilestonesTab({ project }: { project: ProjectDetail_ProjectFragment }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ title: "", description: "", dueDate: "" });
  const [add, adding] = useMutation(AddDocument);
  const [complete] = useMutation(CompleteDocument);
  const [reopen] = useMutation(ReopenDocument);
  const [remove] = useMutation(DeleteDocument);
  const guard = (p: Promise<unknown>) => void p.catch((e) => notifyError(intl, e));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.title.trim() || !form.dueDate) return;
    try {
      await add({ variables: { projectId: project.id, input: { title: form.title.trim(), description: form.description.trim(), dueDate: form.dueDate } } });
      setForm({ title: "", description: "", dueDate: "" });
      setOpen(false);
    } catch (err) {
      notifyError(intl, err);
    }
  };

  return (
    <Stack gap="4" pt="2">
      <Flex justify="flex-end">
        <Button size="sm" colorPalette="brand" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          <Plus />
          <FormattedMessage id="projects.milestones.add" />
        </Button>
      </Flex>
      {open && (
        <Card.Root variant="subtle" as="form" onSubmit={submit}>
          <Card.Body gap="3">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <FormField label={t("projects.milestones.titleField")} required>
                <Input name="milestoneTitle" value={form.title} onChange={(e) => setForm({ ...form, title: e.currentTarget.value })} maxLength={200} />
              </FormField>
              <FormField label={t("projects.milestones.dueDate")} required>
                <Input name="milestoneDueDate" type="date" max="9999-12-31" value={form.dueDate} onChange={(e) => setForm({ ...form, dueDate: e.currentTarget.value })} />
              </FormField>
            </SimpleGrid>
            <FormField label={t("projects.milestones.description")}>
              <Textarea name="milestoneDescription" rows={2} value={form.description} onChange={(e) => setForm({ ...form, description: e.currentTarget.value })} maxLength={2000} />
            </FormField>
            <HStack justify="flex-end">
              <Button variant="ghost" onClick={() => setOpen(false)}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button type="submit" colorPalette="brand" loading={adding.loading} disabled={!form.title.trim() || !form.dueDate}>
                <FormattedMessage id="projects.milestones.save" />
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      )}
      {project.milestones.length === 0 ? (
        <Center flexDirection="column" gap="2" py="10" color="fg.muted">
          <Flag size={32} aria-hidden />
          <Text>
            <FormattedMessage id="projects.milestones.empty" />
          </Text>
        </Center>
      ) : (
        <Stack gap="2" as="ul" listStyleType="none">
          {project.milestones.map((m) => (
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
                    <Button size="xs" variant="outline" onClick={() => guard(reopen({ variables: { id: m.id } }))}>
                      <RotateCcw />
                      <FormattedMessage id="projects.milestones.reopen" />
                    </Button>
                  ) : (
                    <Button size="xs" colorPalette="green" variant="subtle" onClick={() => guard(complete({ variables: { id: m.id } }))}>
                      <CheckCircle2 />
                      <FormattedMessage id="projects.milestones.complete" />
                    </Button>
                  )}
                  <IconButton
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={intl.formatMessage({ id: "projects.milestones.delete" }, { title: m.title })}
                    onClick={() => guard(remove({ variables: { id: m.id } }))}
                  >
                    <Trash2 />
                  </IconButton>
                </HStack>
              </Flex>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
