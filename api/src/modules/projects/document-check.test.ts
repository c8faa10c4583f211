import { describe, expect, it } from "vitest";
import { MAX_DOCUMENT_BYTES, checkDocument, documentName } from "./document-check.ts";

const bytes = (...parts: Array<string | number[]>) => new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p, "latin1")] : p)));
const PDF = bytes("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n");
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
const ZIP = bytes([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 0, 0], "word/document.xml");

describe("project document checks", () => {
  it("accepts PDF and PNG by content, whatever the name says", async () => {
    expect(await checkDocument(PDF, "relatorio.txt")).toEqual({ ok: true, mimeType: "application/pdf" });
    expect(await checkDocument(PNG, "mapa")).toEqual({ ok: true, mimeType: "image/png" });
  });

  it("accepts Word/Excel only as a zip with the matching extension", async () => {
    expect(await checkDocument(ZIP, "plano.docx")).toEqual({
      ok: true,
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    });
    expect(await checkDocument(bytes("not a zip"), "plano.docx")).toEqual({ ok: false, reason: "DOCUMENT_TYPE_NOT_ALLOWED" });
    expect(await checkDocument(ZIP, "plano.zip")).toEqual({ ok: false, reason: "DOCUMENT_TYPE_NOT_ALLOWED" });
  });

  it("accepts text and CSV without NUL bytes, refuses binaries and HTML named .txt", async () => {
    expect(await checkDocument(bytes("marco;data\nPiloto;2026-01-01\n"), "cronograma.csv")).toEqual({ ok: true, mimeType: "text/csv" });
    expect(await checkDocument(bytes("a", [0], "b"), "notas.txt")).toEqual({ ok: false, reason: "DOCUMENT_TYPE_NOT_ALLOWED" });
    expect(await checkDocument(bytes([0x4d, 0x5a, 0x90, 0]), "setup.exe")).toEqual({ ok: false, reason: "DOCUMENT_TYPE_NOT_ALLOWED" });
    expect(await checkDocument(bytes("<html><script>x</script></html>"), "page.html")).toEqual({ ok: false, reason: "DOCUMENT_TYPE_NOT_ALLOWED" });
  });

  it("refuses anything over 5 MB", async () => {
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    big.set(PDF);
    expect(await checkDocument(big, "grande.pdf")).toEqual({ ok: false, reason: "DOCUMENT_TOO_LARGE" });
  });

  it("keeps only the base name", () => {
    expect(documentName("C:\\Users\\x\\plano final.pdf")).toBe("plano final.pdf");
    expect(documentName("")).toBe("documento");
  });
});
