import { EmptyState } from "../../../../ui/feedback/EmptyState";
import { useConfirm } from "../../../../ui/feedback/useConfirm";
import { notifyError, notifySuccess } from "../../../../ui/feedback/notify";
import { Button, Field, Flex, HStack, IconButton, Link, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { Download, FileText, Upload } from "lucide-react";
import { DOCUMENT_LIMITS, documentFile } from "@ponte/contracts/projects";
import { type ChangeEvent, type MouseEvent, useRef } from "react";
import type { FieldError } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { z } from "zod";
import { graphql } from "../../../../gql";
import type { ProjectDetail_ProjectFragment } from "../../../../gql/graphql";
import { DeleteItemButton } from "./DeleteItemButton";
import { formatDateTime } from "../../../../ui/format/formatDateTime";
import { getAccessToken } from "../../../../session/accessToken";
import { uploadFile } from "../../../../ui/files/uploadFile";
import { useUploadProgress } from "../../../../ui/files/useUploadProgress";
import { useFieldErrorText } from "../../../../ui/forms/fields";
import { useEntityForm } from "../../../../ui/forms/useEntityForm";
import { graphqlErrorInfo } from "../../../../ui/errors/graphqlErrorInfo";
import { formatFileSize } from "../../../../ui/files/formatFileSize";
import { type Column, DataTable } from "../../../../ui/list";
import { documentTypeLabel } from "../../utils/documentTypeLabel";
import { signedLinkExpired } from "../../utils/signedLinkExpired";

const DOCUMENT_ACCEPT = DOCUMENT_LIMITS.extensions.map((e) => `.${e}`).join(",");

/** The upload form: one file, with the API's own rules (@ponte/contracts). */
const uploadSchema = z.object({ file: documentFile() });
type UploadValues = { file: File | null };

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
  const t = (id: string) => intl.formatMessage({ id });
  const client = useApolloClient();
  const input = useRef<HTMLInputElement>(null);
  const errorText = useFieldErrorText();
  const [remove] = useMutation(DeleteDocument);
  const confirm = useConfirm();
  // a deleted file cannot be brought back: asked first, naming it
  const deleteDocument = async (d: { id: string; name: string }) => {
    const ok = await confirm.ask({
      title: intl.formatMessage({ id: "projects.documents.deleteConfirm.title" }),
      text: intl.formatMessage({ id: "projects.documents.deleteConfirm.text" }, { name: d.name }),
      confirmLabel: intl.formatMessage({ id: "projects.documents.deleteConfirm.confirm" }),
    });
    if (ok) await remove({ variables: { id: d.id } }).catch((e) => notifyError(intl, e));
  };
  const progress = useUploadProgress(intl.formatMessage({ id: "ui.upload.sendingFile" }));
  const upload = useEntityForm<UploadValues, z.output<typeof uploadSchema>>({
    schema: uploadSchema as never,
    defaultValues: { file: null },
    onSubmit: async ({ file }, form) => {
      const result = await progress.run((tracking) =>
        uploadFile({ mutation: UPLOAD, variables: { projectId: project.id }, file: file as File, fileVariable: "file", getAccessToken, ...tracking }),
      );
      // a refusal (e.g. { field: "file", reason: "DOCUMENT_TYPE_NOT_ALLOWED" }) goes to the form kit like any other
      if (result.errors?.length) throw result;
      form.reset();
      await client.refetchQueries({ include: ["ProjectDetailDialog_Project"] });
      notifySuccess(intl, "projects.documents.uploaded");
    },
    // a body over the server's request limit is refused before GraphQL runs: it is the same "too large"
    onError: (error, form) => {
      if (graphqlErrorInfo(error).code !== "PAYLOAD_TOO_LARGE") return false;
      form.setError("file", { type: "server", message: "DOCUMENT_TOO_LARGE" });
      return true;
    },
  });
  const fileError = upload.form.formState.errors.file;
  const uploadError =
    fileError?.message === "DOCUMENT_EMPTY" ? intl.formatMessage({ id: "projects.documents.problem.empty" }) : errorText(fileError as FieldError | undefined);

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

  const columns: Array<Column<ProjectDetail_ProjectFragment["documents"][number]>> = [
    { key: "name", header: t("projects.documents.name"), cell: (d) => <Text fontWeight="medium">{d.name}</Text> },
    { key: "type", header: t("projects.documents.type"), cell: (d) => documentTypeLabel(d.mimeType) },
    { key: "size", header: t("projects.documents.size"), cell: (d) => formatFileSize(d.byteSize, intl.locale) },
    { key: "uploadedBy", header: t("projects.documents.uploadedBy"), cell: (d) => d.uploadedByName ?? "—" },
    { key: "date", header: t("projects.documents.date"), nowrap: true, cell: (d) => formatDateTime(d.uploadedAt, intl.locale) },
    {
      key: "actions",
      header: t("projects.documents.actions"),
      align: "end",
      cell: (d) => (
        <HStack justify="flex-end" gap="1">
          <IconButton asChild size="xs" variant="ghost">
            <Link
              href={d.url}
              download={d.name}
              onClick={(e) => void onDownload(e, d.id, d.url)}
              aria-label={intl.formatMessage({ id: "projects.documents.download" }, { name: d.name })}
            >
              <Download />
            </Link>
          </IconButton>
          <DeleteItemButton label={intl.formatMessage({ id: "projects.documents.delete" }, { name: d.name })} onClick={() => void deleteDocument(d)} />
        </HStack>
      ),
    },
  ];

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = "";
    if (!file) return;
    upload.form.setValue("file", file);
    void upload.submit();
  };

  return (
    <Stack gap="4" pt="2">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="projects.documents.hint" />
        </Text>
        <Field.Root invalid={Boolean(uploadError)} width="auto" alignItems="flex-end">
          <input ref={input} type="file" accept={DOCUMENT_ACCEPT} hidden onChange={onFile} data-testid="document-input" />
          <Button size="sm" colorPalette="brand" onClick={() => input.current?.click()} loading={upload.saving}>
            <Upload />
            <FormattedMessage id="projects.documents.upload" />
          </Button>
          {uploadError && <Field.ErrorText role="alert">{uploadError}</Field.ErrorText>}
        </Field.Root>
      </Flex>
      {progress.element}
      {project.documents.length === 0 ? (
        <EmptyState icon={FileText}>
          <FormattedMessage id="projects.documents.empty" />
        </EmptyState>
      ) : (
        <DataTable label={t("projects.tab.documents")} columns={columns} rows={project.documents} rowKey={(d) => d.id} loading={false} empty={null} />
      )}
      {confirm.element}
    </Stack>
  );
}
