import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render";
import { UploadProgress } from "./UploadProgress";

describe("UploadProgress", () => {
  it("shows the share sent as a bar and a percentage, and cancels", async () => {
    const onCancel = vi.fn();
    renderWithApp(<UploadProgress progress={{ loaded: 300, total: 1200 }} label="Enviando a imagem" onCancel={onCancel} />);
    const bar = await screen.findByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBe("25");
    expect(screen.getByText("Enviando a imagem")).toBeTruthy();
    expect(screen.getByTestId("upload-progress-value").textContent?.replace(/\s/g, "")).toBe("25%");
    fireEvent.click(screen.getByRole("button", { name: "Cancelar envio" }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it("starts at 0% before the first report, reads in English, and has no cancel unless offered", async () => {
    renderWithApp(<UploadProgress progress={null} label="Sending the image" />, { locale: "en" });
    expect((await screen.findByRole("progressbar")).getAttribute("aria-valuenow")).toBe("0");
    expect(screen.getByTestId("upload-progress-value").textContent).toBe("0%");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
