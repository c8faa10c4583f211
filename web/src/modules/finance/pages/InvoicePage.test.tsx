import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { InvoicePage_InvoiceDocument, RecordPaymentDialog_RecordDocument } from "../../../gql/graphql";
import { fakeSession } from "../../../test/fakeSession";
import { renderWithApp } from "../../../test/render";
import { InvoicePage } from "./InvoicePage";

vi.mock("../utils/invoicePdf", () => ({ downloadInvoicePdf: vi.fn(async () => {}), printInvoicePdf: vi.fn(async () => {}) }));
const { downloadInvoicePdf } = await import("../utils/invoicePdf");

const ID = "SW52b2ljZTox";
const invoice = {
  __typename: "Invoice",
  id: ID,
  number: "PONTE-2026-0042",
  status: "SENT",
  overdue: false,
  currency: "AOA",
  country: "AO",
  issueDate: "2026-11-01",
  dueDate: "2026-12-01",
  notes: null,
  amount: "1140",
  subtotal: "1000",
  taxTotal: "140",
  amountPaid: "400",
  balance: "740",
  partiallyPaid: true,
  pdfPath: "/invoices/0b5d7c1e-1111-4222-8333-444455556666.pdf",
  client: {
    __typename: "FinanceClient",
    id: "Q2xpZW50OjE=",
    name: "Escola do Namibe",
    organization: "Escola do Namibe",
    email: "contas@namibe.example",
    phone: null,
    country: "AO",
  },
  project: null,
  items: [{ __typename: "InvoiceItem", id: "i1", description: "Consultoria técnica", quantity: "2", unitPrice: "500", taxRate: "14", total: "1000" }],
  taxLines: [{ __typename: "InvoiceTaxLine", rate: "14", base: "1000", tax: "140" }],
  payments: [{ __typename: "InvoicePayment", id: "p1", amount: "400", paidOn: "2026-11-10", method: "MOBILE_MONEY", notes: "Ref 77" }],
};
const load = (data: Record<string, unknown> = invoice) => ({
  request: { query: InvoicePage_InvoiceDocument, variables: { id: ID } },
  result: { data: { invoice: data } },
});
const route = { route: `/app/finance/invoices/${ID}`, path: "/app/finance/invoices/:id" };

describe("InvoicePage", () => {
  it("shows the issuer, client, lines, tax lines, totals, payments and what is left to pay, in pt", async () => {
    renderWithApp(<InvoicePage />, { ...route, session: fakeSession("admin"), mocks: [load()] });
    expect(await screen.findByRole("heading", { level: 1, name: "PONTE-2026-0042" })).toBeTruthy();
    expect(screen.getByTestId("partially-paid").textContent).toBe("Parcialmente paga (Kz\u00a0400,00)");
    expect(screen.getByText("NIF: 5417093826")).toBeTruthy(); // the Angolan office bills an Angolan invoice
    expect(screen.getByText("contas@namibe.example")).toBeTruthy();
    const totals = screen.getByTestId("invoice-totals");
    expect(totals.textContent).toContain("IVA 14% sobre Kz\u00a01.000,00Kz\u00a0140,00");
    expect(totals.textContent).toContain("TotalKz\u00a01.140,00");
    expect(screen.getByTestId("invoice-balance").textContent).toBe("Kz\u00a0740,00");
    expect(within(screen.getByTestId("invoice-payments")).getByText("10/11/2026 · Dinheiro móvel")).toBeTruthy();
    // sent already: no "Enviar", but a payment can be recorded
    expect(screen.queryByRole("button", { name: "Enviar" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Baixar PDF" }));
    await waitFor(() => expect(downloadInvoicePdf).toHaveBeenCalledWith(invoice.pdfPath, "pt"));
  });

  it("records a payment of the balance offered, and shows a refused over-payment on the amount's field (en)", async () => {
    const pay = (amount: string) => ({
      request: {
        query: RecordPaymentDialog_RecordDocument,
        variables: { input: { invoiceId: ID, amount, paidOn: new Date().toISOString().slice(0, 10), method: "BANK_TRANSFER", notes: null } },
      },
    });
    const refused = {
      ...pay("800"),
      result: {
        errors: [
          {
            message: "more than the balance",
            extensions: { code: "BAD_USER_INPUT", reason: "PAYMENT_EXCEEDS_BALANCE", issues: [{ field: "input.amount", reason: "PAYMENT_EXCEEDS_BALANCE" }] },
          },
        ],
      },
    };
    const paid = { ...invoice, status: "PAID", amountPaid: "1140", balance: "0", partiallyPaid: false };
    const accepted = {
      ...pay("740"),
      result: {
        data: {
          recordInvoicePayment: {
            ...paid,
            payments: [...invoice.payments, { __typename: "InvoicePayment", id: "p2", amount: "740", paidOn: "2026-11-20", method: "BANK_TRANSFER", notes: null }],
          },
        },
      },
    };
    renderWithApp(<InvoicePage />, { ...route, locale: "en", session: fakeSession("admin"), mocks: [load(), refused, accepted, load(paid)] });
    fireEvent.click(await screen.findByRole("button", { name: "Record payment" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Balance due: Kz\u00a0740.00");
    const amount = within(dialog).getByLabelText(/Amount/) as HTMLInputElement;
    expect(amount.value).toBe("740.00");
    fireEvent.change(amount, { target: { value: "800" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Record payment" }));
    expect(await within(dialog).findByText("The amount is more than the invoice's balance due.")).toBeTruthy();
    fireEvent.change(amount, { target: { value: "740" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Record payment" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Payment recorded on invoice PONTE-2026-0042.")).toBeTruthy();
  });

  it("tells a member the page is for administrators", async () => {
    renderWithApp(<InvoicePage />, { ...route, session: fakeSession("member") });
    expect((await screen.findByRole("alert")).textContent).toContain("Acesso restrito");
  });
});
