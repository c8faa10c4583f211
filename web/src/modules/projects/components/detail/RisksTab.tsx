import { notifyError } from "../../../../ui/feedback/notify";
import { Badge, Box, Flex, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { Pencil, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../../gql";
import type { ProjectDetail_ProjectFragment } from "../../../../gql/graphql";
import { DeleteItemButton } from "./DeleteItemButton";
import { AddButton } from "../../../../ui/list";
import { DetailList } from "./DetailList";
import { RiskFormDialog } from "./RiskFormDialog";

const DeleteDocument = graphql(`
  mutation RisksTab_Delete($id: ID!) {
    deleteRisk(id: $id) {
      ...ProjectDetail_Project
    }
  }
`);

const LEVEL_PALETTE: Record<string, string> = { LOW: "green", MEDIUM: "yellow", HIGH: "orange", CRITICAL: "red" };
const STATUS_PALETTE: Record<string, string> = { OPEN: "red", MITIGATED: "blue", CLOSED: "gray" };

type Risk = ProjectDetail_ProjectFragment["risks"][number];

/** Risks with their level (Baixo…Crítico), status (Aberto, Mitigado, Fechado) and mitigation. */
export function RisksTab({ project }: { project: ProjectDetail_ProjectFragment }) {
  const intl = useIntl();
  const [form, setForm] = useState<{ risk?: Risk } | null>(null);
  const [remove] = useMutation(DeleteDocument);

  return (
    <Stack gap="4" pt="2">
      <Flex justify="flex-end">
        <AddButton size="sm" onClick={() => setForm({})}>
          <FormattedMessage id="projects.risks.add" />
        </AddButton>
      </Flex>
      <DetailList items={project.risks} emptyIcon={ShieldCheck} empty={<FormattedMessage id="projects.risks.empty" />}>
        {(r) => (
          <Box as="li" key={r.id} borderWidth="1px" borderRadius="lg" p="3" borderStartWidth="4px" borderStartColor={`${LEVEL_PALETTE[r.level]}.solid`}>
            <Flex justify="space-between" gap="3" align="start">
              <Stack gap="1" flex="1">
                <Text fontWeight="semibold">{r.description}</Text>
                <HStack gap="2" wrap="wrap">
                  <Badge colorPalette={LEVEL_PALETTE[r.level]}>
                    <FormattedMessage id={`projects.riskLevel.${r.level}`} />
                  </Badge>
                  <Badge colorPalette={STATUS_PALETTE[r.status]} variant="outline">
                    <FormattedMessage id={`projects.riskStatus.${r.status}`} />
                  </Badge>
                </HStack>
                {r.mitigation && (
                  <Text fontSize="sm" color="fg.muted">
                    <FormattedMessage id="projects.risks.mitigationText" values={{ text: r.mitigation }} />
                  </Text>
                )}
              </Stack>
              <HStack gap="1">
                <IconButton size="xs" variant="ghost" aria-label={intl.formatMessage({ id: "projects.risks.edit" })} onClick={() => setForm({ risk: r })}>
                  <Pencil />
                </IconButton>
                <DeleteItemButton
                  label={intl.formatMessage({ id: "projects.risks.delete" })}
                  onClick={() => void remove({ variables: { id: r.id } }).catch((e) => notifyError(intl, e))}
                />
              </HStack>
            </Flex>
          </Box>
        )}
      </DetailList>
      {form && <RiskFormDialog projectId={project.id} risk={form.risk} onClose={() => setForm(null)} />}
    </Stack>
  );
}
