import "./client.ts";
import "./client-mutations.ts";
