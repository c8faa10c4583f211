import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render";
import { RecordDialog } from "./RecordDialog";

const deletion = (run: () => Promise<unknown>) => ({ label: "Excluir cliente", question: "Excluir mesmo?", confirmLabel: "Excluir", run, done: "common.close" });

describe("RecordDialog", () => {
  const props = { title: "Cliente", onClose: () => {}, onEdit: () => {}, editLabel: "Editar", deletion: deletion(async () => {}), children: null };

  it("keeps Edit and Delete disabled until the record has loaded", () => {
    renderWithApp(<RecordDialog {...props} record={undefined} />);
    expect(screen.getByRole("heading", { name: "Cliente" })).toBeTruthy();
    expect((screen.getByRole("button", { name: "Editar" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("names the loaded record with its status", () => {
    renderWithApp(<RecordDialog {...props} record={{ name: "IPW", status: <span>Ativo</span> }} />);
    expect(screen.getByRole("heading", { name: "IPW Ativo" })).toBeTruthy();
    expect((screen.getByRole("button", { name: "Excluir cliente" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("asks before deleting, then deletes and closes; a failure leaves it open", async () => {
    const onClose = vi.fn();
    const run = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(true);
    renderWithApp(
      <RecordDialog title="Cliente" record={{ name: "IPW", status: null }} onClose={onClose} onEdit={() => {}} editLabel="Editar" deletion={deletion(run)}>
        {null}
      </RecordDialog>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Excluir cliente" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm.textContent).toContain("Excluir mesmo?");
    expect(run).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByText("Excluir"));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(within(confirm).getByText("Excluir").hasAttribute("data-loading")).toBe(false));
    fireEvent.click(within(confirm).getByText("Excluir"));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
