import { describe, expect, it } from "vitest";
import { Prisma } from "../../generated/prisma/client.ts";
import { csvCell, csvDate, csvDateTime, csvRow, toCsv } from "./csv.ts";
import { csvLabel } from "./labels.ts";

describe("csvCell", () => {
  it("prefixes an apostrophe to text a spreadsheet would run as a formula (= + - @ tab CR at the start)", () => {
    for (const evil of ["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\tx", "\rx", '=HYPERLINK("http://x")']) {
      expect(csvCell(evil).replace(/^"|"$/g, "").startsWith("'"), JSON.stringify(evil)).toBe(true);
    }
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("@SUM(A1:A9)")).toBe("'@SUM(A1:A9)");
  });

  it("defuses the formula before quoting, so the apostrophe is inside the quotes", () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell("-1,5")).toBe(`"'-1,5"`);
    expect(csvCell("=1;2", "pt")).toBe(`"'=1;2"`);
  });

  it("leaves numbers as numbers, negative ones included, whatever their type", () => {
    expect(csvCell(-12)).toBe("-12");
    expect(csvCell(0.5)).toBe("0.5");
    expect(csvCell("-12.50")).toBe("-12.50");
    expect(csvCell("+3")).toBe("+3");
    expect(csvCell(new Prisma.Decimal("-1000.25"))).toBe("-1000.25");
    expect(csvCell(10n)).toBe("10");
  });

  it("writes numbers with a decimal comma for a Portuguese reader", () => {
    expect(csvCell(new Prisma.Decimal("-1000.25"), "pt")).toBe("-1000,25");
    expect(csvCell("15000.50", "pt")).toBe("15000,50");
    expect(csvCell(0.5, "pt")).toBe("0,5");
    expect(csvCell(12, "pt")).toBe("12");
  });

  it("leaves ordinary text alone and quotes only what needs it (RFC 4180, plus ;)", () => {
    expect(csvCell("Campanha rádio Windhoek")).toBe("Campanha rádio Windhoek");
    expect(csvCell('Cliente "Aspas", Lda')).toBe('"Cliente ""Aspas"", Lda"');
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("2026-01-01..2026-03-31")).toBe("2026-01-01..2026-03-31");
  });

  it("writes dates as dd/mm/aaaa in pt, yyyy-mm-dd in en, and null as an empty cell", () => {
    expect(csvCell(new Date(Date.UTC(2026, 10, 24, 15)))).toBe("2026-11-24");
    expect(csvCell(new Date(Date.UTC(2026, 10, 24, 15)), "pt")).toBe("24/11/2026");
    expect(csvDate(new Date(Date.UTC(2026, 0, 5)), "pt")).toBe("05/01/2026");
    expect(csvDateTime(new Date(Date.UTC(2026, 0, 5, 9, 7, 3)), "pt")).toBe("05/01/2026 09:07:03");
    expect(csvDateTime(new Date(Date.UTC(2026, 0, 5, 9, 7, 3)), "en")).toBe("2026-01-05 09:07:03");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });
});

describe("toCsv", () => {
  it("starts with a BOM, ends every line, the last one too, with CRLF and applies the one rule to every column", () => {
    const rows = [
      ["=evil", -5],
      ["ok", "-7.5"],
    ];
    expect(toCsv(["name", "amount"], rows, "en")).toBe("\ufeffname,amount\r\n'=evil,-5\r\nok,-7.5\r\n");
    expect(toCsv(["nome", "valor"], rows, "pt")).toBe("\ufeffnome;valor\r\n'=evil;-5\r\nok;-7,5\r\n");
    expect(csvRow(["a", null, 1])).toBe("a,,1");
    expect(csvRow(["a", null, 1.5], "pt")).toBe("a;;1,5");
  });
});

describe("csvLabel", () => {
  it("names enum values in the reader's language and passes unknown codes through", () => {
    expect(csvLabel("TransactionType", "INCOME", "pt")).toBe("Receita");
    expect(csvLabel("TransactionCategory", "PROJECT_REVENUE", "pt")).toBe("Receita de Projeto");
    expect(csvLabel("TransactionStatus", "COMPLETED", "en")).toBe("Completed");
    expect(csvLabel("Country", "XX", "pt")).toBe("XX");
    expect(csvLabel("Sector", null, "pt")).toBeNull();
  });
});
