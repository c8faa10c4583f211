import "./admin-users.ts";
