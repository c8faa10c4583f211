import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DocumentsTab_DeleteDocument, type ProjectDetail_ProjectFragment } from "../../../../gql/graphql";
import { fakeSession } from "../../../../test/fakeSession";
import { renderWithApp } from "../../../../test/render";
import { DocumentsTab } from "./DocumentsTab";

const project = { id: "UHJvamVjdDox", documents: [] } as unknown as ProjectDetail_ProjectFragment;

const pick = (file: File) => fireEvent.change(screen.getByTestId("document-input"), { target: { files: [file] } });
const answer = (body: object) => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

describe("DocumentsTab upload", () => {
  // uploads with a progress bar go through XMLHttpRequest where there is one; without it they take fetch, stubbed here
  beforeEach(() => vi.stubGlobal("XMLHttpRequest", undefined));
  afterEach(() => vi.unstubAllGlobals());

  it("refuses a file of the wrong kind, an empty one or one over 5 MB before sending it", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderWithApp(<DocumentsTab project={project} />, { session: fakeSession("admin") });
    pick(new File(["MZ"], "setup.exe"));
    expect((await screen.findByRole("alert")).textContent).toBe("Tipo de arquivo não aceito. Use PDF, PNG, JPEG, Word, Excel, texto ou CSV.");
    pick(new File([], "vazio.csv"));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("O arquivo está vazio."));
    pick(new File([new Uint8Array(5_242_881)], "plano.pdf"));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("O documento deve ter no máximo 5 MB."));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the file beside the upload button", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        answer({
          errors: [
            {
              message: "Only PDF, PNG, JPEG, Word, Excel, text or CSV files are accepted",
              extensions: { code: "BAD_USER_INPUT", reason: "DOCUMENT_TYPE_NOT_ALLOWED", issues: [{ field: "file", reason: "DOCUMENT_TYPE_NOT_ALLOWED" }] },
            },
          ],
        }),
      ),
    );
    renderWithApp(<DocumentsTab project={project} />, { session: fakeSession("admin") });
    pick(new File(["not really a pdf"], "termos.pdf"));
    expect((await screen.findByRole("alert")).textContent).toBe("Tipo de arquivo não aceito. Use PDF, PNG, JPEG, Word, Excel, texto ou CSV.");
  });

  it("uploads an accepted file and says so", async () => {
    const fetch = vi.fn(async () => answer({ data: { uploadProjectDocument: { id: "UHJvamVjdDox" } } }));
    vi.stubGlobal("fetch", fetch);
    renderWithApp(<DocumentsTab project={project} />, { session: fakeSession("admin") });
    pick(new File(["%PDF-1.7"], "termos.pdf", { type: "application/pdf" }));
    expect(await screen.findByText("Documento enviado.")).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("DocumentsTab delete", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks in a dialog naming the file before deleting it, and deletes nothing on cancel", async () => {
    const deleted = vi.fn(() => ({ data: { deleteProjectDocument: { __typename: "Project", id: "UHJvamVjdDox" } } }));
    const withDocument = {
      ...project,
      documents: [
        {
          id: "UHJvamVjdERvY3VtZW50OjE=",
          name: "plano.pdf",
          mimeType: "application/pdf",
          byteSize: 1000,
          url: "/media/x",
          uploadedByName: "Ana",
          uploadedAt: "2026-11-20T10:00:00Z",
        },
      ],
    } as unknown as ProjectDetail_ProjectFragment;
    renderWithApp(<DocumentsTab project={withDocument} />, {
      session: fakeSession("admin"),
      mocks: [{ request: { query: DocumentsTab_DeleteDocument, variables: { id: "UHJvamVjdERvY3VtZW50OjE=" } }, result: deleted }],
    });
    fireEvent.click(screen.getByRole("button", { name: "Excluir plano.pdf" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("O arquivo “plano.pdf” será excluído do projeto para todos. Não é possível desfazer.");
    fireEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(deleted).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Excluir plano.pdf" }));
    fireEvent.click(await screen.findByRole("button", { name: "Excluir" }));
    await waitFor(() => expect(deleted).toHaveBeenCalledTimes(1));
  });
});
