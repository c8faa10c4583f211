import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import common from "../../../locales/pt.json";
import { serviceTypeMessageId } from "../../../domain/serviceCategories";
import enNotifications from "../messages/en.json";
import notifications from "../messages/pt.json";
import { describeNotification } from "./describeNotification";

// The service and status labels belong to service-requests' catalogue; this test names the few it needs
// instead of importing another feature's texts.
const serviceLabels = {
  [serviceTypeMessageId("flights")!]: "Voos",
  "serviceRequests.status.PROCESSING": "Em processamento",
  "serviceRequests.status.COMPLETED": "Concluído",
  "serviceRequests.status.PENDING": "Pendente",
};
const intl = createIntl({ locale: "pt-BR", messages: { ...common, ...serviceLabels, ...notifications } });

describe("describeNotification", () => {
  it("words each stored type in the reader's language", () => {
    expect(describeNotification(intl, { type: "SERVICE_REQUEST", data: { requestId: "r", serviceType: "flights", status: "PROCESSING" } })).toEqual({
      title: "Pedido de serviço atualizado",
      message: "Seu pedido de Voos está agora: Em processamento.",
    });
    expect(describeNotification(intl, { type: "CONNECTION", data: { connectionId: "c", fromName: "Tuyeni", kind: "REQUESTED" } }).message).toBe(
      "Tuyeni quer entrar na sua rede.",
    );
    expect(describeNotification(intl, { type: "CONNECTION", data: { fromName: "Tuyeni", kind: "ACCEPTED" } }).title).toBe("Conexão aceita");
    expect(describeNotification(intl, { type: "OPPORTUNITY", data: { title: "Bolsas", country: "NA" } }).message).toBe("Bolsas — Namíbia");
  });

  it("any application status other than approved or rejected reads 'analisada' (spec §4)", () => {
    expect(describeNotification(intl, { type: "APPLICATION", data: { opportunityTitle: "X", status: "PENDING" } }).title).toBe("Candidatura analisada");
    expect(describeNotification(intl, { type: "APPLICATION", data: { opportunityTitle: "X", status: "APPROVED" } }).title).toBe("Candidatura aprovada");
  });

  it("an opportunity deleted with the reader's application names it (the opportunity itself is gone)", () => {
    expect(describeNotification(intl, { type: "APPLICATION", data: { kind: "OPPORTUNITY_DELETED", opportunityTitle: "Bolsa de estudos", status: "PENDING" } })).toEqual({
      title: "Oportunidade removida",
      message: 'A oportunidade "Bolsa de estudos" foi removida, e sua candidatura junto com ela.',
    });
    const en = createIntl({ locale: "en", messages: { ...enNotifications } });
    expect(describeNotification(en, { type: "APPLICATION", data: { kind: "OPPORTUNITY_DELETED", opportunityTitle: "Scholarship" } })).toEqual({
      title: "Opportunity removed",
      message: 'The opportunity "Scholarship" was removed, and your application with it.',
    });
  });

  it("a catalogue service slug is shown as stored", () => {
    expect(describeNotification(intl, { type: "SERVICE_REQUEST", data: { serviceType: "consultoria-empresarial", status: "COMPLETED" } }).message).toBe(
      "Seu pedido de consultoria-empresarial está agora: Concluído.",
    );
  });
  it("words an administrator's notifications of what members sent, in both languages", () => {
    const application = { type: "APPLICATION", data: { kind: "NEW", applicantName: "Ana", opportunityTitle: "Bolsa" } };
    const request = { type: "SERVICE_REQUEST", data: { kind: "NEW", requesterName: "Rui", serviceType: "flights", status: "PENDING" } };
    const contact = { type: "CONTACT_MESSAGE", data: { senderName: "Maria", subject: "Parceria" } };
    expect(describeNotification(intl, application)).toEqual({ title: "Nova candidatura", message: 'Ana se candidatou a "Bolsa".' });
    expect(describeNotification(intl, request)).toEqual({ title: "Novo pedido de serviço", message: "Rui pediu Voos." });
    expect(describeNotification(intl, contact)).toEqual({ title: "Nova mensagem de contato", message: "Maria: Parceria" });
    const en = createIntl({ locale: "en", messages: { ...enNotifications, [serviceTypeMessageId("flights")!]: "Flights" } });
    expect(describeNotification(en, application)).toEqual({ title: "New application", message: 'Ana applied to "Bolsa".' });
    expect(describeNotification(en, request)).toEqual({ title: "New service request", message: "Rui requested Flights." });
    expect(describeNotification(en, contact)).toEqual({ title: "New contact message", message: "Maria: Parceria" });
  });
});
