import { describe, expect, it } from "vitest";
import { documentFileProblem } from "./documentFileProblem";
import { documentTypeLabel, formatFileSize } from "./documentTypeLabel";

describe("document checks before upload", () => {
  it("accepts the kinds the server accepts, up to 5 MB", () => {
    expect(documentFileProblem({ name: "termos.PDF", size: 1000 })).toBeNull();
    expect(documentFileProblem({ name: "plano.docx", size: 5_242_880 })).toBeNull();
    expect(documentFileProblem({ name: "plano.docx", size: 5_242_881 })).toBe("tooLarge");
    expect(documentFileProblem({ name: "setup.exe", size: 10 })).toBe("type");
    expect(documentFileProblem({ name: "sem-extensao", size: 10 })).toBe("type");
    expect(documentFileProblem({ name: "vazio.csv", size: 0 })).toBe("empty");
  });

  it("names the type and size for the list", () => {
    expect(documentTypeLabel("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")).toBe("XLSX");
    expect(documentTypeLabel("application/pdf")).toBe("PDF");
    expect(formatFileSize(2048, "pt-BR")).toBe("2 KB");
    expect(formatFileSize(1_572_864, "en-GB")).toBe("1.5 MB");
  });
});
