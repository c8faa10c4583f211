import "./user.ts";
