/** The server's limit (5 MB) and accepted kinds, checked before sending so the user learns at once. */
export const MAX_DOCUMENT_BYTES = 5_242_880;
export const DOCUMENT_EXTENSIONS = ["pdf", "png", "jpg", "jpeg", "docx", "xlsx", "txt", "csv"] as const;
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(",");

export function documentFileProblem(file: { name: string; size: number }): "tooLarge" | "type" | "empty" | null {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? "";
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(ext)) return "type";
  if (file.size === 0) return "empty";
  if (file.size > MAX_DOCUMENT_BYTES) return "tooLarge";
  return null;
}
