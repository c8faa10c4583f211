import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLiveLink } from "../../test/createLiveLink";
import { fakeSession } from "../../test/fakeSession";
import { renderWithApp } from "../../test/render";
import { setSocketConnected } from "../../apollo/socketState";
import { ConnectionBadge } from "./ConnectionBadge";

function setOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

describe("ConnectionBadge", () => {
  afterEach(() => {
    vi.useRealTimers();
    setOnline(true);
  });

  it("follows both the browser's online/offline events and the live connection", async () => {
    const live = createLiveLink();
    renderWithApp(<ConnectionBadge />, { link: live.link, session: fakeSession("member") });
    act(() => setSocketConnected(true));
    expect(await screen.findByText("Real-Time Ativo")).toBeTruthy();
    act(() => setOnline(false));
    expect(screen.getByText("Desconectado")).toBeTruthy();
    act(() => setOnline(true));
    expect(screen.getByText("Real-Time Ativo")).toBeTruthy();
    act(() => setSocketConnected(false));
    expect(screen.getByText("Desconectado")).toBeTruthy();
    act(() => setSocketConnected(true));
    expect(screen.getByText("Real-Time Ativo")).toBeTruthy();
  });

  it("shows the count of new opportunities it is given, and nothing for none", async () => {
    const live = createLiveLink();
    renderWithApp(<ConnectionBadge newCount={2} />, { link: live.link, session: fakeSession("member") });
    expect(await screen.findByText("+2")).toBeTruthy();
    expect(screen.getByText("2 novas oportunidades")).toBeTruthy();
  });

  it("shows no counter without new opportunities", async () => {
    renderWithApp(<ConnectionBadge />, { link: createLiveLink().link, session: fakeSession("member") });
    await screen.findByText(/Real-Time Ativo|Desconectado|Conectando/);
    expect(screen.queryByTestId("new-opportunity-count")).toBeNull();
  });
});
