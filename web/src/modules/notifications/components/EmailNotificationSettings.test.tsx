import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmailNotificationSettings_MeDocument, EmailNotificationSettings_SetDocument } from "../../../gql/graphql";
import { renderWithApp } from "../../../test/render";
import { EmailNotificationSettings } from "./EmailNotificationSettings";

const settings = (off: string[] = [], kinds = ["APPLICATION_DECIDED", "SERVICE_REQUEST_STATUS", "CONNECTION_REQUESTED", "CONNECTION_ACCEPTED"]) =>
  kinds.map((kind) => ({ __typename: "EmailNotificationSetting" as const, kind, enabled: !off.includes(kind) }));
const me = (list: ReturnType<typeof settings>) => ({ me: { __typename: "User", id: "VXNlcjox", emailNotifications: list } });

const load = (list: ReturnType<typeof settings>) => ({ request: { query: EmailNotificationSettings_MeDocument }, result: { data: me(list) } });
const set = (kind: string, enabled: boolean, list: ReturnType<typeof settings>) => ({
  request: { query: EmailNotificationSettings_SetDocument, variables: { kind, enabled } },
  result: { data: { setEmailNotification: me(list).me } },
});

describe("EmailNotificationSettings", () => {
  it("shows one switch per kind in Portuguese, says the live switch only governs in-app alerts, and saves a switch at once", async () => {
    renderWithApp(<EmailNotificationSettings />, {
      mocks: [load(settings()), set("CONNECTION_REQUESTED", false, settings(["CONNECTION_REQUESTED"]))],
    });
    const requested = await screen.findByRole("checkbox", { name: "Novos pedidos de conexão" });
    expect(screen.getByRole("heading", { name: "Notificações por e-mail" })).toBeTruthy();
    expect(screen.getByText(/valem só para os avisos dentro do aplicativo/)).toBeTruthy();
    for (const name of ["Decisões sobre minhas candidaturas", "Mudanças nas minhas solicitações de serviço", "Pedidos de conexão aceitos"]) {
      expect((screen.getByRole("checkbox", { name }) as HTMLInputElement).checked).toBe(true);
    }
    expect(screen.queryByRole("checkbox", { name: /Resumo de hora em hora/ })).toBeNull();
    expect((requested as HTMLInputElement).checked).toBe(true);

    fireEvent.click(requested);
    await waitFor(() => expect((screen.getByRole("checkbox", { name: "Novos pedidos de conexão" }) as HTMLInputElement).checked).toBe(false));
    expect((screen.getByRole("checkbox", { name: "Pedidos de conexão aceitos" }) as HTMLInputElement).checked).toBe(true);
  });

  it("in English, with the administrators' digest when the API lists it, switched back on", async () => {
    const adminKinds = ["APPLICATION_DECIDED", "SERVICE_REQUEST_STATUS", "CONNECTION_REQUESTED", "CONNECTION_ACCEPTED", "ADMIN_DIGEST"];
    renderWithApp(<EmailNotificationSettings />, {
      locale: "en",
      mocks: [load(settings(["ADMIN_DIGEST"], adminKinds)), set("ADMIN_DIGEST", true, settings([], adminKinds))],
    });
    const digest = await screen.findByRole("checkbox", { name: "Hourly digest: new applications, requests and contact messages" });
    expect((digest as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/only govern the alerts inside the app/)).toBeTruthy();
    fireEvent.click(digest);
    await waitFor(() =>
      expect((screen.getByRole("checkbox", { name: "Hourly digest: new applications, requests and contact messages" }) as HTMLInputElement).checked).toBe(true),
    );
  });
});
