import { LIMITS, email, optionalPhone, optionalText, requiredText } from "./rules.ts";

/** A client's input rules: the API's CreateClientInput/UpdateClientInput and the web's client form use these. */
export const clientRules = {
  name: requiredText(LIMITS.name),
  organization: requiredText(LIMITS.name),
  email: email(),
  phone: optionalPhone(),
  notes: optionalText(LIMITS.notes),
};
