import "./public-profile.ts";
import "./connection.ts";
