import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BudgetDialog_UpdateDocument, type BudgetsTab_BudgetFragment } from "../../../gql/graphql";
import { renderWithApp } from "../../../test/render";
import { BudgetDialog } from "./BudgetDialog";

// as the list's query answers it, __typename included
const budget: BudgetsTab_BudgetFragment & { __typename: "Budget" } = {
  __typename: "Budget",
  id: "QnVkZ2V0OjE=",
  name: "Operações Luanda",
  country: "AO",
  category: "OPERATIONS",
  allocated: "15000.00",
  spent: "4000.00",
  usagePercent: 26.7,
  currency: "USD",
  period: "2026",
  startDate: "2026-01-01",
  endDate: "2026-12-31",
  responsible: "Ana Silva",
};

describe("BudgetDialog", () => {
  it("edits a budget as the list has it, sending only the fields the API takes", async () => {
    const { id, __typename, spent, usagePercent, ...input } = budget;
    const update = {
      request: { query: BudgetDialog_UpdateDocument, variables: { id, input: { ...input, allocated: "16000" } } },
      result: { data: { updateBudget: { __typename: "Budget", id, allocated: "16000.00", name: budget.name } } },
    };
    const onClose = vi.fn();
    renderWithApp(<BudgetDialog budget={budget} onClose={onClose} />, { locale: "en", mocks: [update] });
    const dialog = await screen.findByRole("dialog");
    const allocated = within(dialog).getByLabelText(/Allocated/) as HTMLInputElement;
    fireEvent.change(allocated, { target: { value: "16000" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save budget" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  });
});
