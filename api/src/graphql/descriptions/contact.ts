import type { DescriptionMap } from "./keys.ts";
import { connection } from "./relay.ts";

export const contactDescriptions: DescriptionMap = {
  ContactMessage:
    "A message sent through the public contact form. Readable by administrators, and by the sender only in the answer to `submitContactMessage`.",
  "ContactMessage.id": "Opaque global id of the message.",
  "ContactMessage.name": "Sender's name (at most 120 characters).",
  "ContactMessage.email": "Sender's e-mail address.",
  "ContactMessage.phone": "Sender's phone number; null when none was given.",
  "ContactMessage.country": "Sender's country.",
  "ContactMessage.sector": "Sender's sector; null when none was given.",
  "ContactMessage.organization": "Sender's organisation; null when none was given.",
  "ContactMessage.subject": "Subject (at most 200 characters).",
  "ContactMessage.message": "The message (at most 5,000 characters).",
  "ContactMessage.preferredContact": "How the sender prefers to be answered.",
  "ContactMessage.emailedAt": "When the message was e-mailed to the team inbox; null when delivery failed (the message stays stored).",
  "ContactMessage.createdAt": "When the message was sent.",
  PreferredContact: "How a person prefers to be contacted.",
  "PreferredContact.EMAIL": "By e-mail.",
  "PreferredContact.PHONE": "By phone call.",
  "PreferredContact.WHATSAPP": "By WhatsApp.",
  ContactMessageInput: "A contact-form message. Invalid fields fail with BAD_USER_INPUT, reason VALIDATION_FAILED, one issue per field.",
  "ContactMessageInput.name": "Sender's name, 1 to 120 characters (REQUIRED, TOO_LONG).",
  "ContactMessageInput.email": "Sender's e-mail, at most 254 characters (REQUIRED, TOO_LONG, INVALID_EMAIL).",
  "ContactMessageInput.phone": "Phone number, at most 40 characters: digits, spaces, ( ) . - and an optional leading + (INVALID_PHONE).",
  "ContactMessageInput.country": "Sender's country.",
  "ContactMessageInput.sector": "Sender's sector; omit when none.",
  "ContactMessageInput.organization": "Sender's organisation, at most 160 characters; omit when none.",
  "ContactMessageInput.subject": "Subject, 1 to 200 characters.",
  "ContactMessageInput.message": "The message, 1 to 5,000 characters.",
  "ContactMessageInput.preferredContact": "How to answer; EMAIL when omitted.",
  "Mutation.submitContactMessage":
    "Sends a message to the team: it is stored, then e-mailed to the team inbox. Public. At most 5 messages per network address per 10 minutes (RATE_LIMITED, reason CONTACT_RATE_LIMITED).",
  "Mutation.submitContactMessage(input)": "The message.",
  "Query.contactMessages": "The team's inbox of contact-form messages, newest first. Administrators only.",
  ...connection("Query.contactMessages", {
    node: "contact message",
    access: "Administrators only.",
    order: "Newest first.",
    totalCount: "Number of contact messages received.",
  }),
};
