const LABELS: Record<string, string> = {
  "application/pdf": "PDF",
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "DOCX",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "XLSX",
  "text/plain": "TXT",
  "text/csv": "CSV",
};

/** A short name for a document's type. */
export const documentTypeLabel = (mimeType: string) => LABELS[mimeType] ?? mimeType.split("/").pop()?.toUpperCase() ?? "";
