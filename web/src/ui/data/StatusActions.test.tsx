import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Check, X } from "lucide-react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render";
import { type StatusAction, StatusActions } from "./StatusActions";

type Row = { id: string; status: "PENDING" | "APPROVED" };

describe("StatusActions", () => {
  it("offers only the actions the row's status allows, and runs one for that row unless its question is declined", async () => {
    const approve = vi.fn().mockResolvedValue({});
    const reject = vi.fn().mockResolvedValue({});
    const actions: Array<StatusAction<Row>> = [
      { when: ["PENDING"], icon: Check, label: "finance.transactions.approve", done: "finance.transactions.approved", run: approve },
      { when: ["PENDING"], icon: X, label: "finance.transactions.reject", done: "finance.transactions.rejected", run: reject, askFirst: async () => false },
      { when: ["APPROVED"], icon: Check, label: "finance.transactions.complete", done: "finance.transactions.completed", run: vi.fn() },
    ];
    const row: Row = { id: "t1", status: "PENDING" };
    renderWithApp(<StatusActions row={row} actions={actions} />);
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Aprovar", "Rejeitar"]);
    fireEvent.click(screen.getByRole("button", { name: "Rejeitar" }));
    fireEvent.click(screen.getByRole("button", { name: "Aprovar" }));
    await waitFor(() => expect(approve).toHaveBeenCalledWith({ variables: { id: "t1" } }));
    expect(reject).not.toHaveBeenCalled();
  });
});
