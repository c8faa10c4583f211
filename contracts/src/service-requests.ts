import { z } from "zod";
import { LIMITS, email, requiredText } from "./rules.ts";

/** A service request's phone: 6 to 23 digits and separators, optionally starting with + (the team calls or writes on WhatsApp). */
export const SERVICE_REQUEST_PHONE = /^\+?[0-9][0-9 ()./-]{5,22}$/;

/** A service request's input rules: the API's CreateServiceRequestInput and the web's request form use these. */
export const serviceRequestRules = {
  serviceType: requiredText(80),
  name: requiredText(LIMITS.name),
  email: email(),
  phone: z.string().trim().min(1, "REQUIRED").regex(SERVICE_REQUEST_PHONE, "INVALID_PHONE"),
  message: requiredText(5000),
};
