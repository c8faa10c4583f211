import "./enums.ts";
import "./parties.ts";
import "./transaction.ts";
import "./budget.ts";
import "./invoice.ts";
import "./exchange-rate.ts";
import "./summary-fields.ts";
import "./report.ts";
