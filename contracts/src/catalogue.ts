import { z } from "zod";
import { email, requiredText } from "./rules.ts";

/** A catalogue request's phone: 6 to 25 digits and separators, optionally starting with +. */
export const CATALOGUE_PHONE = /^\+?[\d\s().-]{6,25}$/;

/** A catalogue request's input rules: the API's CatalogueRequestInput and the web's request dialog use these. */
export const catalogueRequestRules = {
  name: requiredText(120),
  email: email(),
  phone: z.string().trim().min(1, "REQUIRED").regex(CATALOGUE_PHONE, "INVALID_PHONE"),
  message: requiredText(4000),
};
