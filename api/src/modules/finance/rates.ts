// The rate tables and conversions live in infra/money/rates.ts, so that
// projects (which finance imports) can convert their expenses too.
export * from "../../infra/money/rates.ts";
