import "./notification.ts";
