import { fileTypeFromBuffer } from "file-type";

/** At most 5 MB, like every upload (DESIGN.md §6). */
export const MAX_DOCUMENT_BYTES = 5_242_880;

const BY_CONTENT = new Set(["application/pdf", "image/png", "image/jpeg"]);
const OFFICE: Record<string, string> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};
const TEXT: Record<string, string> = { txt: "text/plain", csv: "text/csv" };

export type DocumentCheck = { ok: true; mimeType: string } | { ok: false; reason: "DOCUMENT_TOO_LARGE" | "DOCUMENT_TYPE_NOT_ALLOWED" };

const extension = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";
const isZip = (b: Uint8Array) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/**
 * What a project document really is. PDF, PNG and JPEG are recognised by
 * their magic bytes; Word and Excel files (zip containers) by a zip header
 * plus their extension; plain text and CSV by extension when the content has
 * no NUL byte and no binary signature. Anything else is refused.
 */
export async function checkDocument(bytes: Uint8Array, fileName: string): Promise<DocumentCheck> {
  if (bytes.byteLength > MAX_DOCUMENT_BYTES) return { ok: false, reason: "DOCUMENT_TOO_LARGE" };
  const ext = extension(fileName);
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && BY_CONTENT.has(detected.mime)) return { ok: true, mimeType: detected.mime };
  if (OFFICE[ext] && isZip(bytes)) {
    if (!detected || detected.mime === OFFICE[ext] || detected.mime === "application/zip") return { ok: true, mimeType: OFFICE[ext] };
    return { ok: false, reason: "DOCUMENT_TYPE_NOT_ALLOWED" };
  }
  if (TEXT[ext] && !detected && !bytes.includes(0)) return { ok: true, mimeType: TEXT[ext] };
  return { ok: false, reason: "DOCUMENT_TYPE_NOT_ALLOWED" };
}

/** A harmless display name: no path, no control characters, bounded length. */
export function documentName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are dropped from the download name
    .replace(/[\u0000-\u001f\u007f"]/g, "")
    .trim()
    .slice(-200);
  return clean || "documento";
}
