import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DeleteAccountDialog_RequestDocument, DeleteAccountDialog_RequestLinkDocument } from "../../../gql/graphql";
import { fakeSession } from "../../../test/fakeSession";
import { renderWithApp } from "../../../test/render";
import { PrivacySettings } from "./PrivacySettings";

function LoginProbe() {
  return <p data-testid="login-probe">{useLocation().search}</p>;
}

const request = (password: string, result: object) => ({ request: { query: DeleteAccountDialog_RequestDocument, variables: { password } }, result });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openDeletion() {
  fireEvent.click(await screen.findByRole("button", { name: "Excluir minha conta" }));
  return screen.findByRole("alertdialog", { name: "Excluir a sua conta?" });
}

describe("Settings' privacy part", () => {
  it("downloads the member's data as a zip file", async () => {
    const zip = new Blob([new Uint8Array([0x50, 0x4b, 0x05, 0x06])], { type: "application/zip" });
    const fetchMock = vi.fn(async () => new Response(zip, { status: 200, headers: { "content-disposition": 'attachment; filename="ponte-data-2026-11-24.zip"' } }));
    vi.stubGlobal("fetch", fetchMock);
    const createObjectURL = vi.fn(() => "blob:ponte-data");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });

    renderWithApp(<PrivacySettings onDeletionRequested={() => {}} />, { session: fakeSession("member") });
    fireEvent.click(await screen.findByRole("button", { name: "Baixar meus dados" }));

    await waitFor(() => expect(clicked).toEqual(["ponte-data-2026-11-24.zip"]));
    expect(fetchMock).toHaveBeenCalledWith("/privacy/export", expect.objectContaining({ method: "POST" }));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("Download dos seus dados iniciado.")).toBeTruthy();
  });

  it("says when the export is rate-limited", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ errors: [{ message: "Too many", extensions: { code: "RATE_LIMITED", reason: "RATE_LIMITED" } }] }), {
            status: 429,
            headers: { "retry-after": "1800" },
          }),
      ),
    );
    renderWithApp(<PrivacySettings onDeletionRequested={() => {}} />, { session: fakeSession("member") });
    fireEvent.click(await screen.findByRole("button", { name: "Baixar meus dados" }));
    expect(await screen.findByText(/30 minutos/)).toBeTruthy();
  });

  it("asks for the password, names what happens, and shows a wrong one beside the field", async () => {
    const session = fakeSession("member");
    const done = vi.fn();
    renderWithApp(<PrivacySettings onDeletionRequested={done} />, {
      session,
      mocks: [request("errada", { errors: [{ message: "wrong", extensions: { code: "BAD_USER_INPUT", reason: "WRONG_PASSWORD" } }] })],
    });
    const dialog = await openDeletion();
    for (const text of ["Você sai agora de todos os dispositivos, incluindo este.", "Durante 7 dias, basta entrar de novo para cancelar a exclusão."]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    fireEvent.change(within(dialog).getByLabelText(/Senha atual/), { target: { value: "errada" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Excluir conta" }));
    expect(await within(dialog).findByText("A senha atual está incorreta.")).toBeTruthy();
    expect(session.signOut).not.toHaveBeenCalled();
    expect(done).not.toHaveBeenCalled();
  });

  it("with the right password, signs the person out and takes them to the sign-in screen with the date the data goes", async () => {
    const session = fakeSession("member");
    const done = vi.fn();
    renderWithApp(<PrivacySettings onDeletionRequested={done} />, {
      session,
      mocks: [request("certa", { data: { requestMyAccountDeletion: "2026-12-01T10:00:00.000Z" } })],
      otherRoutes: { "/login": <LoginProbe /> },
    });
    const dialog = await openDeletion();
    fireEvent.change(within(dialog).getByLabelText(/Senha atual/), { target: { value: "certa" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Excluir conta" }));
    await waitFor(() => expect(session.signOut).toHaveBeenCalledTimes(1));
    expect(done).toHaveBeenCalledTimes(1);
    expect((await screen.findByTestId("login-probe")).textContent).toBe("?deletionRequested=2026-12-01T10%3A00%3A00.000Z");
  });

  it("offers an account without a password a confirmation link by e-mail, and says it was sent without signing out", async () => {
    const session = fakeSession("member");
    const done = vi.fn();
    renderWithApp(<PrivacySettings onDeletionRequested={done} />, {
      session,
      mocks: [{ request: { query: DeleteAccountDialog_RequestLinkDocument }, result: { data: { requestMyAccountDeletionLink: true } } }],
    });
    const dialog = await openDeletion();
    expect(within(dialog).getByText(/Entrou com Google ou Facebook e não tem senha\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Enviar link de confirmação" }));
    expect(await within(dialog).findByText(/Enviamos um link para o seu e-mail\. Abra-o em até 1 hora/)).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Enviar link de confirmação" })).toBeNull();
    expect(session.signOut).not.toHaveBeenCalled();
    expect(done).not.toHaveBeenCalled();
  });
});
