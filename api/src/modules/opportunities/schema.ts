import "./opportunity.ts";
