import "./search.ts";
