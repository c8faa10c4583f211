import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OpportunityWizard_CreateDocument } from "../../../gql/graphql";
import { adminUser, fakeSession, memberUser } from "../../../test/fakeSession";
import { renderWithApp } from "../../../test/render";
import { opportunityDraftKey } from "../utils/opportunityDraft";
import { todayIso } from "../utils/todayIso";
import { CreateOpportunityPage } from "./CreateOpportunityPage";

const DRAFT_KEY = opportunityDraftKey(adminUser.id);
const inDays = (n: number) => todayIso(new Date(Date.now() + n * 86400000));
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const button = (name: string | RegExp) => screen.getByRole("button", { name });
/** the error text shown beside the field labelled `label`, or null */
const fieldError = (label: RegExp) => field(label).closest("[role=group]")?.querySelector("[data-part=error-text]")?.textContent ?? null;

function createMock(capture: (input: Record<string, unknown>) => void) {
  return {
    request: { query: OpportunityWizard_CreateDocument, variables: () => true },
    result: (vars: { input: Record<string, unknown> }) => {
      capture(vars.input);
      return {
        data: {
          createOpportunity: {
            __typename: "Opportunity",
            id: "T3Bwb3J0dW5pdHk6MQ==",
            title: vars.input.title,
            description: vars.input.description,
            country: vars.input.country,
            sector: vars.input.sector,
            type: vars.input.type,
            organization: vars.input.organization,
            location: vars.input.location,
            budget: vars.input.budget,
            currency: "USD",
            deadline: vars.input.deadline,
            requirements: vars.input.requirements,
            status: "ACTIVE",
            featured: vars.input.featured,
            imageUrl: vars.input.imageUrl,
            applicationCount: 0,
            createdAt: "2026-11-21T10:00:00.000Z",
            updatedAt: "2026-11-21T10:00:00.000Z",
          },
        },
      };
    },
  };
}

async function completeStep1() {
  await screen.findByRole("heading", { name: "Informações básicas" });
  // Continue checks the step: every empty required field says so, and the step stays
  fireEvent.click(button("Continuar"));
  await waitFor(() => expect(fieldError(/Título da oportunidade/)).toBe("Campo obrigatório."));
  expect(fieldError(/Descrição/)).toBe("Campo obrigatório.");
  expect(fieldError(/País/)).toBe("Campo obrigatório.");
  expect(fieldError(/Setor/)).toBe("Campo obrigatório.");
  type(/Título da oportunidade/, "Intercâmbio em saúde digital");
  type(/Descrição/, "Programa regional");
  expect(screen.getByText("17/500")).toBeTruthy();
  fireEvent.change(field(/País/), { target: { value: "AO" } });
  fireEvent.change(field(/Setor/), { target: { value: "HEALTH" } });
  await waitFor(() => expect(fieldError(/Setor/)).toBeNull());
  fireEvent.click(button("Continuar"));
}

async function completeStep2() {
  await screen.findByRole("heading", { name: "Organização" });
  expect(field(/Organização/).value).toBe("Ponte Regional");
  fireEvent.click(button("Continuar"));
  await waitFor(() => expect(fieldError(/Localização/)).toBe("Campo obrigatório."));
  type(/Localização/, "Luanda");
  await waitFor(() => expect(fieldError(/Localização/)).toBeNull());
  type(/Orçamento/, "-1000");
  fireEvent.blur(field(/Orçamento/));
  await waitFor(() => expect(fieldError(/Orçamento/)).toBe("O orçamento deve ser um número igual ou superior a 0."));
  fireEvent.click(button("Continuar"));
  await waitFor(() => expect(document.activeElement).toBe(field(/Orçamento/)));
  expect(screen.getByRole("heading", { name: "Organização" })).toBeTruthy();
  type(/Orçamento/, "25000");
  fireEvent.click(button("Continuar"));
}

async function completeStep3() {
  await screen.findByRole("heading", { name: "Requisitos e prazo" });
  type(/Prazo de candidatura/, inDays(-1));
  fireEvent.blur(field(/Prazo de candidatura/));
  await waitFor(() => expect(fieldError(/Prazo de candidatura/)).toBe("O prazo não pode ser anterior a hoje."));
  type(/Prazo de candidatura/, inDays(30));
  fireEvent.click(button("Continuar"));
  expect(await screen.findByText("Indique pelo menos um requisito.")).toBeTruthy();
  expect(screen.getByRole("heading", { name: "Requisitos e prazo" })).toBeTruthy();
  type(/Requisito 1/, "Experiência em saúde pública");
  fireEvent.click(button("Continuar"));
}

/** Walks the four steps and publishes; the server answers with `error`. */
async function publishRefused(error: { message: string; extensions: Record<string, unknown> }) {
  renderWithApp(<CreateOpportunityPage />, {
    route: "/create-project",
    session: fakeSession("admin"),
    mocks: [{ request: { query: OpportunityWizard_CreateDocument, variables: () => true }, error: new CombinedGraphQLErrors({ errors: [error] }) }],
  });
  await completeStep1();
  await completeStep2();
  await completeStep3();
  await screen.findByRole("heading", { name: "Revisão e publicação" });
  fireEvent.click(button(/Publicar oportunidade/));
}

describe("CreateOpportunityPage", () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it("says it is checking permissions while the session loads", async () => {
    renderWithApp(<CreateOpportunityPage />, { route: "/create-project", session: fakeSession("loading") });
    expect(await screen.findByText("Verificando permissões...")).toBeTruthy();
  });

  it("denies members, showing their role and a way back", async () => {
    renderWithApp(<CreateOpportunityPage />, { route: "/create-project", session: fakeSession("member") });
    expect(await screen.findByRole("heading", { name: "Acesso Negado" })).toBeTruthy();
    expect(screen.getByText(/Apenas administradores podem criar oportunidades/)).toBeTruthy();
    expect(screen.getByText("Seu perfil atual: Usuário")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Voltar ao painel/ }).getAttribute("href")).toBe("/app");
  });

  it("walks an admin through the four steps and publishes", { timeout: 30000 }, async () => {
    let sent: Record<string, unknown> = {};
    renderWithApp(<CreateOpportunityPage />, {
      route: "/create-project",
      session: fakeSession("admin"),
      mocks: [createMock((input) => (sent = input))],
    });
    expect(await screen.findByText("Ana Administradora")).toBeTruthy();
    expect(screen.getAllByText("Ponte Regional").length).toBeGreaterThan(0);
    expect(screen.getByText("Passo 1 de 4")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Voltar" })).toBeNull();

    await completeStep1();
    await completeStep2();
    // back keeps what was typed
    await screen.findByRole("heading", { name: "Requisitos e prazo" });
    fireEvent.click(button("Voltar"));
    expect(field(/Localização/).value).toBe("Luanda");
    fireEvent.click(button("Continuar"));
    await completeStep3();

    await screen.findByRole("heading", { name: "Revisão e publicação" });
    expect(screen.getByText("Intercâmbio em saúde digital")).toBeTruthy();
    fireEvent.click(button(/Publicar oportunidade/));
    expect(await screen.findByRole("heading", { name: "Oportunidade criada com sucesso!" })).toBeTruthy();
    // a published opportunity leaves no draft behind
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(sent).toMatchObject({
      title: "Intercâmbio em saúde digital",
      country: "AO",
      sector: "HEALTH",
      type: "PROJECT",
      organization: "Ponte Regional",
      location: "Luanda",
      budget: "25000",
      deadline: inDays(30),
      requirements: ["Experiência em saúde pública"],
      featured: false,
      imageId: null,
      imageUrl: "/images/sectors/health.svg",
    });
    for (const link of screen.getAllByRole("link", { name: /Voltar ao painel/ })) expect(link.getAttribute("href")).toBe("/app");
    fireEvent.click(button(/Criar outra/));
    expect(await screen.findByRole("heading", { name: "Informações básicas" })).toBeTruthy();
    expect(field(/Título da oportunidade/).value).toBe("");
  });

  it("keeps what was typed through a reload, on its step, and erases it when the draft is discarded", { timeout: 30000 }, async () => {
    const first = renderWithApp(<CreateOpportunityPage />, { route: "/create-project", session: fakeSession("admin") });
    await completeStep1();
    await screen.findByRole("heading", { name: "Organização" });
    type(/Localização/, "Luanda");
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toContain("Luanda"));
    first.unmount();

    renderWithApp(<CreateOpportunityPage />, { route: "/create-project", session: fakeSession("admin") });
    expect(await screen.findByRole("heading", { name: "Organização" })).toBeTruthy();
    expect(screen.getByText(/Seu rascunho foi recuperado/)).toBeTruthy();
    expect(field(/Localização/).value).toBe("Luanda");
    fireEvent.click(button("Voltar"));
    await screen.findByRole("heading", { name: "Informações básicas" });
    expect(field(/Título da oportunidade/).value).toBe("Intercâmbio em saúde digital");
    expect(field(/Setor/).value).toBe("HEALTH");

    fireEvent.click(button(/Descartar rascunho/));
    const dialog = await screen.findByRole("alertdialog", { name: "Descartar este rascunho?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Descartar" }));
    await waitFor(() => expect(field(/Título da oportunidade/).value).toBe(""));
    expect(field(/Setor/).value).toBe("");
    expect(screen.queryByText(/Seu rascunho foi recuperado/)).toBeNull();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("never opens another person's draft", async () => {
    sessionStorage.setItem(opportunityDraftKey(memberUser.id), JSON.stringify({ values: { title: "Rascunho alheio" }, step: 1 }));
    renderWithApp(<CreateOpportunityPage />, { route: "/create-project", session: fakeSession("admin") });
    await screen.findByRole("heading", { name: "Informações básicas" });
    expect(field(/Título da oportunidade/).value).toBe("");
    expect(screen.queryByText(/Seu rascunho foi recuperado/)).toBeNull();
  });

  it("asks in the styled dialog before leaving with unsaved input, and the browser's prompt guards a reload", { timeout: 30000 }, async () => {
    renderWithApp(<CreateOpportunityPage />, { route: "/create-project", session: fakeSession("admin"), otherRoutes: { "/app": <p>Painel</p> } });
    await screen.findByRole("heading", { name: "Informações básicas" });
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // nothing typed: leaving is free
    expect(unload()).toBe(false);
    type(/Título da oportunidade/, "Intercâmbio em saúde digital");
    await waitFor(() => expect(unload()).toBe(true));

    fireEvent.click(screen.getByRole("link", { name: /Voltar ao painel/ }));
    let dialog = await screen.findByRole("alertdialog", { name: "Sair do assistente?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Ficar" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(field(/Título da oportunidade/).value).toBe("Intercâmbio em saúde digital");

    fireEvent.click(screen.getByRole("link", { name: /Voltar ao painel/ }));
    dialog = await screen.findByRole("alertdialog", { name: "Sair do assistente?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Sair" }));
    expect(await screen.findByText("Painel")).toBeTruthy();
    // the draft stays for when they come back
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain("Intercâmbio em saúde digital");
  });

  it("resets to a blank form 4 seconds after publishing", { timeout: 30000 }, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithApp(<CreateOpportunityPage />, { route: "/create-project", session: fakeSession("admin"), mocks: [createMock(() => {})] });
    await completeStep1();
    await completeStep2();
    await completeStep3();
    await screen.findByRole("heading", { name: "Revisão e publicação" });
    fireEvent.click(button(/Publicar oportunidade/));
    await screen.findByRole("heading", { name: "Oportunidade criada com sucesso!" });
    // let React run the effect that starts the reset timer
    await act(async () => {});
    act(() => vi.advanceTimersByTime(3800));
    expect(screen.getByRole("heading", { name: "Oportunidade criada com sucesso!" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Oportunidade criada com sucesso!" })).toBeNull());
    expect(field(/Título da oportunidade/).value).toBe("");
  });

  it("adds and removes requirements, never below one, and checks the picked image", { timeout: 30000 }, async () => {
    renderWithApp(<CreateOpportunityPage />, { route: "/create-project", session: fakeSession("admin") });
    await completeStep1();
    await completeStep2();
    await screen.findByRole("heading", { name: "Requisitos e prazo" });
    expect(screen.queryByRole("button", { name: /Remover requisito/ })).toBeNull();
    fireEvent.click(button(/Adicionar requisito/));
    expect(screen.getAllByRole("button", { name: /Remover requisito/ })).toHaveLength(2);
    fireEvent.click(button("Remover requisito 2"));
    expect(screen.queryByRole("button", { name: /Remover requisito/ })).toBeNull();
    expect(screen.getAllByPlaceholderText(/Requisito/)).toHaveLength(1);

    // the sector's default image was filled in when the sector was chosen
    const preview = screen.getByAltText("Pré-visualização da imagem da oportunidade") as HTMLImageElement;
    expect(preview.getAttribute("src")).toBe("/images/sectors/health.svg");
    const input = screen.getByTestId("opportunity-image-input");
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(5242881)], "big.png", { type: "image/png" })] } });
    expect(await screen.findByText("A imagem deve ter no máximo 5MB.")).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(["%PDF"], "doc.pdf", { type: "application/pdf" })] } });
    expect(await screen.findByText("Por favor, selecione apenas arquivos de imagem.")).toBeTruthy();
    expect(preview.getAttribute("src")).toBe("/images/sectors/health.svg");
  });

  it("shows the duplicate-title text when the server refuses the title", { timeout: 30000 }, async () => {
    await publishRefused({ message: "An opportunity with this title already exists", extensions: { code: "CONFLICT", reason: "DUPLICATE_TITLE" } });
    expect(await screen.findByText("Já existe uma oportunidade com este título")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Oportunidade criada com sucesso!" })).toBeNull();
  });

  it("puts a field the server refuses back on its step, beside the field", { timeout: 30000 }, async () => {
    await publishRefused({
      message: "Invalid input",
      extensions: { code: "BAD_USER_INPUT", reason: "BAD_USER_INPUT", issues: [{ field: "input.location", reason: "INVALID_CHARACTERS" }] },
    });
    expect(await screen.findByRole("heading", { name: "Organização" })).toBeTruthy();
    await waitFor(() => expect(fieldError(/Localização/)).toBe("O texto contém caracteres que não podem ser salvos."));
    expect(field(/Localização/).value).toBe("Luanda");
  });
});
