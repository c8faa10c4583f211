import { Button, Center, Flex, HStack, IconButton, Link, Stack, Table, Text } from "@chakra-ui/react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { Download, FileText, Trash2, Upload } from "lucide-react";
import { type ChangeEvent, type MouseEvent, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../../gql";
import type { ProjectDetail_ProjectFragment } from "../../../../gql/graphql";
import { toaster } from "../../../../ui/feedback/toaster";
import { formatDateTime } from "../../../../ui/format/formatDateTime";
import { getAccessToken } from "../../../auth/session/accessToken";
import { uploadFile } from "../../../media/utils/uploadFile";
import { DOCUMENT_ACCEPT, documentFileProblem } from "../../utils/documentFileProblem";
import { documentTypeLabel, formatFileSize } from "../../utils/documentTypeLabel";
import { managementErrorMessage } from "../../utils/managementErrorMessage";
import { notifyError } from "../../utils/notifyError";
import { notifySuccess } from "../../utils/notifySuccess";
import { signedLinkExpired } from "../../utils/signedLinkExpired";

const UPLOAD = `mutation DocumentsTab_Upload($projectId: ID!, $file: File!) {
  uploadProjectDocument(projectId: $projectId, file: $file) { id }
}`;

// Download links are signed and short-lived; a list left open gets fresh ones here.
const DocumentLinks = graphql(`
  query DocumentsTab_Links($id: ID!) {
    project(id: $id) {
      id
      documents {
        id
        url
      }
    }
  }
`);

const DeleteDocument = graphql(`
  mutation DocumentsTab_Delete($id: ID!) {
    deleteProjectDocument(id: $id) {
      ...ProjectDetail_Project
    }
  }
`);

/** Upload (type and size checked here and on the server), download and delete. */
export function DocumentsTab({ project }: { project: ProjectDetail_ProjectFragment }) {
  const intl = useIntl();
  const client = useApolloClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [remove] = useMutation(DeleteDocument);

  const onDownload = async (e: MouseEvent<HTMLAnchorElement>, documentId: string, url: string) => {
    if (!signedLinkExpired(url)) return;
    e.preventDefault();
    try {
      const { data } = await client.query({ query: DocumentLinks, variables: { id: project.id }, fetchPolicy: "network-only" });
      const fresh = data?.project.documents.find((d) => d.id === documentId)?.url;
      if (fresh) window.location.assign(fresh);
    } catch (error) {
      notifyError(intl, error);
    }
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = "";
    if (!file) return;
    const problem = documentFileProblem(file);
    if (problem) {
      toaster.create({ type: "error", title: intl.formatMessage({ id: `projects.documents.problem.${problem}` }) });
      return;
    }
    setUploading(true);
    try {
      const result = await uploadFile({ mutation: UPLOAD, variables: { projectId: project.id }, file, fileVariable: "file", getAccessToken });
      if (result.errors?.length) {
        const reason = result.errors[0].extensions?.reason;
        const code = result.errors[0].extensions?.code;
        toaster.create({
          type: "error",
          title: intl.formatMessage({
            id:
              reason === "DOCUMENT_TOO_LARGE" || code === "PAYLOAD_TOO_LARGE"
                ? "projects.error.documentTooLarge"
                : reason === "DOCUMENT_TYPE_NOT_ALLOWED"
                  ? "projects.error.documentType"
                  : "common.genericError",
          }),
        });
        return;
      }
      await client.refetchQueries({ include: ["ProjectDetailDialog_Project"] });
      notifySuccess(intl, "projects.documents.uploaded");
    } catch (error) {
      toaster.create({ type: "error", title: intl.formatMessage({ id: managementErrorMessage(error) }) });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="4" pt="2">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="projects.documents.hint" />
        </Text>
        <input ref={input} type="file" accept={DOCUMENT_ACCEPT} hidden onChange={onFile} data-testid="document-input" />
        <Button size="sm" colorPalette="brand" onClick={() => input.current?.click()} loading={uploading}>
          <Upload />
          <FormattedMessage id="projects.documents.upload" />
        </Button>
      </Flex>
      {project.documents.length === 0 ? (
        <Center flexDirection="column" gap="2" py="10" color="fg.muted">
          <FileText size={32} aria-hidden />
          <Text>
            <FormattedMessage id="projects.documents.empty" />
          </Text>
        </Center>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="lg">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <FormattedMessage id="projects.documents.name" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="projects.documents.type" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="projects.documents.size" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="projects.documents.uploadedBy" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="projects.documents.date" />
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <FormattedMessage id="projects.documents.actions" />
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {project.documents.map((d) => (
                <Table.Row key={d.id}>
                  <Table.Cell fontWeight="medium">{d.name}</Table.Cell>
                  <Table.Cell>{documentTypeLabel(d.mimeType)}</Table.Cell>
                  <Table.Cell>{formatFileSize(d.byteSize, intl.locale)}</Table.Cell>
                  <Table.Cell>{d.uploadedByName ?? "—"}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(d.uploadedAt, intl.locale)}</Table.Cell>
                  <Table.Cell>
                    <HStack justify="flex-end" gap="1">
                      <IconButton asChild size="xs" variant="ghost">
                        <Link href={d.url} download={d.name} onClick={(e) => void onDownload(e, d.id, d.url)} aria-label={intl.formatMessage({ id: "projects.documents.download" }, { name: d.name })}>
                          <Download />
                        </Link>
                      </IconButton>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={intl.formatMessage({ id: "projects.documents.delete" }, { name: d.name })}
                        onClick={() => void remove({ variables: { id: d.id } }).catch((e) => notifyError(intl, e))}
                      >
                        <Trash2 />
                      </IconButton>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
