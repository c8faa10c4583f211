import "./contact-message.ts";
