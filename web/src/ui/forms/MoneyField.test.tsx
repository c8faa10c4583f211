import { zodResolver } from "@hookform/resolvers/zod";
import { positiveMoney } from "@ponte/contracts/finance";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { FormProvider, useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { renderWithApp } from "../../test/render";
import { MoneyField } from "./MoneyField";

const schema = z.object({ amount: positiveMoney });
type Form = z.infer<typeof schema>;

function Harness({ onSubmit, amount = "" }: { onSubmit: (values: Form) => void; amount?: string }) {
  const form = useForm<Form>({ resolver: zodResolver(schema), defaultValues: { amount }, mode: "onTouched" });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)}>
        <MoneyField<Form> name="amount" label="Valor" required />
        <button type="submit">OK</button>
      </form>
    </FormProvider>
  );
}

const input = () => screen.getByRole("textbox") as HTMLInputElement;
const type = (text: string) => {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.blur(input());
};

describe("MoneyField", () => {
  it("takes '15000,5' and '20.000,50' in pt, hands the form the canonical amount and shows it back formatted", async () => {
    const onSubmit = vi.fn();
    renderWithApp(<Harness onSubmit={onSubmit} />);
    type("15000,5");
    await waitFor(() => expect(input().value).toBe("15.000,50"));
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ amount: "15000.5" }, expect.anything()));
    type("20.000,50");
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ amount: "20000.50" }, expect.anything()));
  });

  it("takes '15,000.50' in en and shows a stored value the English way", async () => {
    const onSubmit = vi.fn();
    renderWithApp(<Harness onSubmit={onSubmit} amount="2500.5" />, { locale: "en" });
    expect(input().value).toBe("2,500.50");
    type("15,000.50");
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ amount: "15000.50" }, expect.anything()));
  });

  it("says, in the person's language, what it cannot read, keeps the text and does not submit", async () => {
    const onSubmit = vi.fn();
    renderWithApp(<Harness onSubmit={onSubmit} />);
    type("15.000,50,1");
    expect(await screen.findByText("O valor não está no formato esperado. Escreva, por exemplo, 15.000,50.")).toBeTruthy();
    expect(input().value).toBe("15.000,50,1");
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    type("abc");
    expect(await screen.findByText("O valor não está no formato esperado. Escreva, por exemplo, 15.000,50.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("leaves the amount's own rules to the contracts schema, in English too", async () => {
    const onSubmit = vi.fn();
    renderWithApp(<Harness onSubmit={onSubmit} />, { locale: "en" });
    type("1.2.3");
    expect(await screen.findByText("That amount is not in the expected format. Write it like 15,000.50.")).toBeTruthy();
    type("10.505");
    expect(await screen.findByText("Use at most two decimal places.")).toBeTruthy();
    type("");
    expect(await screen.findByText("This field is required.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
