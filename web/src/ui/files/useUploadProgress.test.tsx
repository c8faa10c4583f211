import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../test/render";
import { type UploadTracking, uploadCancelled, useUploadProgress } from "./useUploadProgress";

let start: (send: (t: UploadTracking) => Promise<string>) => Promise<string>;

function Screen({ cancellable = false }) {
  const progress = useUploadProgress("Enviando o arquivo", { cancellable });
  start = progress.run;
  return <div data-testid="place">{progress.element}</div>;
}

describe("useUploadProgress", () => {
  it("shows the bar only while the upload runs, with the bytes it reports", async () => {
    renderWithApp(<Screen />);
    await screen.findByTestId("place");
    expect(screen.queryByRole("progressbar")).toBeNull();
    let finish!: (v: string) => void;
    let tracking!: UploadTracking;
    let result!: Promise<string>;
    act(() => {
      result = start((t) => {
        tracking = t;
        return new Promise((r) => {
          finish = r;
        });
      });
    });
    expect((await screen.findByRole("progressbar")).getAttribute("aria-valuenow")).toBe("0");
    act(() => tracking.onProgress({ loaded: 600, total: 1000 }));
    await waitFor(() => expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("60"));
    expect(screen.queryByRole("button", { name: "Cancelar envio" })).toBeNull();
    await act(async () => finish("ok"));
    expect(await result).toBe("ok");
    await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
  });

  it("cancels through the signal when cancellable", async () => {
    renderWithApp(<Screen cancellable />);
    await screen.findByTestId("place");
    let result!: Promise<string>;
    act(() => {
      result = start(({ signal }) => new Promise((_, reject) => signal.addEventListener("abort", () => reject(new DOMException("cancelled", "AbortError")))));
    });
    fireEvent.click(await screen.findByRole("button", { name: "Cancelar envio" }));
    const error = await result.catch((e: unknown) => e);
    expect(uploadCancelled(error)).toBe(true);
    expect(uploadCancelled(new TypeError("offline"))).toBe(false);
    await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
  });
});
