import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render";
import { PhotoField } from "./PhotoField";

const png = (bytes = 10) => new File([new Uint8Array(bytes)], "eu.png", { type: "image/png" });
const choose = (file: File) => fireEvent.change(screen.getByTestId("photo-input"), { target: { files: [file] } });

describe("PhotoField", () => {
  it("uploads the chosen image at once, and offers to remove a photo there is", async () => {
    const onUpload = vi.fn().mockResolvedValue(undefined);
    const onRemove = vi.fn().mockResolvedValue(undefined);
    renderWithApp(<PhotoField name="Ana Baptista" src="/media/abc" onUpload={onUpload} onRemove={onRemove} />);
    expect(await screen.findByRole("button", { name: "Trocar foto" })).toBeTruthy();
    const file = png();
    choose(file);
    await waitFor(() => expect(onUpload).toHaveBeenCalledWith(file));
    fireEvent.click(screen.getByRole("button", { name: "Remover foto" }));
    await waitFor(() => expect(onRemove).toHaveBeenCalled());
  });

  it("refuses a non-image or an image over 5MB before sending it, in the person's language", async () => {
    const onUpload = vi.fn();
    renderWithApp(<PhotoField name="Ana" src={null} onUpload={onUpload} onRemove={vi.fn()} />, { locale: "en" });
    await screen.findByRole("button", { name: "Choose a photo" });
    choose(new File(["%PDF"], "cv.pdf", { type: "application/pdf" }));
    expect(await screen.findByText("Send a JPEG, PNG, GIF or WebP image.")).toBeTruthy();
    choose(png(5_242_881));
    expect(await screen.findByText("The image must be at most 5MB.")).toBeTruthy();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it("says why the server refused it", async () => {
    const onUpload = vi.fn().mockRejectedValue({ errors: [{ message: "no", extensions: { code: "BAD_USER_INPUT", reason: "IMAGE_TOO_MANY_PIXELS" } }] });
    renderWithApp(<PhotoField name="Ana" src={null} onUpload={onUpload} onRemove={vi.fn()} />);
    await screen.findByRole("button", { name: "Escolher foto" });
    choose(png());
    expect(await screen.findByText("A imagem é grande demais: no máximo 40 megapixels.")).toBeTruthy();
  });
});
