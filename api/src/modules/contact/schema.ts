import "./contact-message.ts";
import "./contact-inbox.ts";
