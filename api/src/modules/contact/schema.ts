import "./contact-message.ts";
import "./contact-inbox.ts";
import "./contact-inbox-csv.ts";
