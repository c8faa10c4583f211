import type { IntlShape } from "react-intl";
import { serviceName } from "../../../domain/serviceCategories";

export interface StoredNotification {
  type: string;
  data: unknown;
}

type Data = Record<string, unknown>;
const str = (v: unknown) => (typeof v === "string" ? v : "");
/** a `{ pt, en }` pair stored in the data, or null */
const localizedPair = (v: unknown): { pt: string; en: string } | null => {
  const o = (v && typeof v === "object" ? v : {}) as Data;
  return typeof o.pt === "string" && typeof o.en === "string" ? { pt: o.pt, en: o.en } : null;
};

/**
 * Title and text of a stored notification in the reader's language, built
 * from its type and data (the server stores ids and names, never sentences).
 */
export function describeNotification(intl: IntlShape, n: StoredNotification): { title: string; message: string } {
  const d = (n.data && typeof n.data === "object" ? n.data : {}) as Data;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  switch (n.type) {
    case "OPPORTUNITY":
      return {
        title: t("notifications.opportunity.title"),
        message: t("notifications.opportunity.message", {
          title: str(d.title),
          country: d.country ? t(`common.country.${str(d.country)}`) : "",
        }),
      };
    case "APPLICATION": {
      // the opportunity was deleted, and the application with it (the title is kept in the notification)
      if (d.kind === "OPPORTUNITY_DELETED") {
        return {
          title: t("notifications.application.OPPORTUNITY_DELETED.title"),
          message: t("notifications.application.OPPORTUNITY_DELETED.message", { title: str(d.opportunityTitle) }),
        };
      }
      if (d.kind === "NEW") {
        return {
          title: t("notifications.application.NEW.title"),
          message: t("notifications.application.NEW.message", { name: str(d.applicantName), title: str(d.opportunityTitle) }),
        };
      }
      const status = str(d.status);
      const key = status === "APPROVED" || status === "REJECTED" ? status : "REVIEWED";
      return {
        title: t(`notifications.application.${key}.title`),
        message: t(`notifications.application.${key}.message`, { title: str(d.opportunityTitle) }),
      };
    }
    case "SERVICE_REQUEST": {
      const service = serviceName(intl, str(d.serviceType), localizedPair(d.serviceTitle));
      if (d.kind === "NEW") {
        return { title: t("notifications.serviceRequest.NEW.title"), message: t("notifications.serviceRequest.NEW.message", { name: str(d.requesterName), service }) };
      }
      const status = ["PENDING", "PROCESSING", "COMPLETED", "CANCELLED"].includes(str(d.status)) ? str(d.status) : "PENDING";
      return {
        title: t("notifications.serviceRequest.title"),
        message: t("notifications.serviceRequest.message", { service, status: t(`serviceRequests.status.${status}`) }),
      };
    }
    case "CONNECTION":
      return d.kind === "ACCEPTED"
        ? { title: t("notifications.connection.accepted.title"), message: t("notifications.connection.accepted.message", { name: str(d.fromName) }) }
        : { title: t("notifications.connection.requested.title"), message: t("notifications.connection.requested.message", { name: str(d.fromName) }) };
    case "CONTACT_MESSAGE":
      return { title: t("notifications.contactMessage.title"), message: t("notifications.contactMessage.message", { name: str(d.senderName), subject: str(d.subject) }) };
    default:
      return { title: t("notifications.system.title"), message: str(d.message) };
  }
}
