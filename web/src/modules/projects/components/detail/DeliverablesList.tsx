import { notifyError } from "../../../../ui/feedback/notify";
import { Box, Checkbox, Heading, HStack, IconButton, Input, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { Plus } from "lucide-react";
import { deliverableTitle } from "@ponte/contracts/projects";
import { z } from "zod";
import { useEntityForm } from "../../../../ui/forms/useEntityForm";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../../gql";
import type { ProjectDetail_ProjectFragment } from "../../../../gql/graphql";
import { DeleteItemButton } from "./DeleteItemButton";

const AddDocument = graphql(`
  mutation DeliverablesList_Add($projectId: ID!, $title: String!) {
    addDeliverable(projectId: $projectId, title: $title) {
      ...ProjectDetail_Project
    }
  }
`);
const ToggleDocument = graphql(`
  mutation DeliverablesList_Toggle($id: ID!) {
    toggleDeliverable(id: $id) {
      ...ProjectDetail_Project
    }
  }
`);
const RemoveDocument = graphql(`
  mutation DeliverablesList_Remove($id: ID!) {
    deleteDeliverable(id: $id) {
      ...ProjectDetail_Project
    }
  }
`);

/** A new deliverable: the API's title rule (@ponte/contracts). */
export const deliverableFormSchema = z.object({ title: deliverableTitle() });

/** The main deliverables: tick when done, add, remove. */
export function DeliverablesList({ project }: { project: ProjectDetail_ProjectFragment }) {
  const intl = useIntl();
  const [add] = useMutation(AddDocument);
  const [toggle] = useMutation(ToggleDocument);
  const [remove] = useMutation(RemoveDocument);
  const guard = (p: Promise<unknown>) => p.catch((e) => notifyError(intl, e));

  const entity = useEntityForm({
    schema: deliverableFormSchema,
    defaultValues: { title: "" },
    onSubmit: async ({ title }, form) => {
      await add({ variables: { projectId: project.id, title } });
      form.reset({ title: "" });
    },
  });
  const title = entity.form.watch("title");

  return (
    <Box>
      <Heading as="h3" size="sm" mb="3">
        <FormattedMessage id="projects.deliverables.title" />
      </Heading>
      <Stack gap="2">
        {project.deliverables.length === 0 && (
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="projects.deliverables.empty" />
          </Text>
        )}
        {project.deliverables.map((d) => (
          <HStack key={d.id} justify="space-between" borderWidth="1px" borderRadius="md" px="3" py="2">
            <Checkbox.Root checked={d.done} onCheckedChange={() => void guard(toggle({ variables: { id: d.id } }))} colorPalette="brand">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label textDecoration={d.done ? "line-through" : undefined} color={d.done ? "fg.muted" : undefined}>
                {d.title}
              </Checkbox.Label>
            </Checkbox.Root>
            <DeleteItemButton
              label={intl.formatMessage({ id: "projects.deliverables.remove" }, { title: d.title })}
              onClick={() => void guard(remove({ variables: { id: d.id } }))}
            />
          </HStack>
        ))}
        <HStack as="form" onSubmit={(e) => void entity.submit(e)} gap="2">
          <Input
            size="sm"
            {...entity.form.register("title")}
            placeholder={intl.formatMessage({ id: "projects.deliverables.placeholder" })}
            aria-label={intl.formatMessage({ id: "projects.deliverables.placeholder" })}
            maxLength={300}
          />
          <IconButton
            type="submit"
            size="sm"
            colorPalette="brand"
            loading={entity.saving}
            disabled={!title?.trim()}
            aria-label={intl.formatMessage({ id: "projects.deliverables.add" })}
          >
            <Plus />
          </IconButton>
        </HStack>
      </Stack>
    </Box>
  );
}
