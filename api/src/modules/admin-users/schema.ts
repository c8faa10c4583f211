import "./admin-users.ts";
import "./anonymise-user.ts";
