import { getAccessToken } from "../../../session/accessToken";
import { downloadBlob } from "../../../ui/files/downloadText";

type RouteError = { message: string; extensions: Record<string, unknown> };

/**
 * The invoice's PDF (Invoice.pdfPath, GET with the access token) in `lang`.
 * A refusal throws an error carrying the route's GraphQL-shaped `errors`, so
 * the one error mapping (ui/errors) words it.
 */
export async function fetchInvoicePdf(pdfPath: string, lang: "pt" | "en"): Promise<{ blob: Blob; fileName: string }> {
  const token = await getAccessToken();
  const res = await fetch(`${pdfPath}?lang=${lang}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { errors?: RouteError[] } | null;
    const errors = body?.errors ?? [{ message: res.statusText, extensions: {} }];
    throw Object.assign(new Error(errors[0]?.message ?? "PDF refused"), { errors });
  }
  const fileName = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "invoice.pdf";
  return { blob: await res.blob(), fileName };
}

export async function downloadInvoicePdf(pdfPath: string, lang: "pt" | "en"): Promise<void> {
  const { blob, fileName } = await fetchInvoicePdf(pdfPath, lang);
  downloadBlob(blob, fileName);
}

/** Prints the PDF itself (the browser's PDF viewer in a hidden frame), not the screen around it. */
export async function printInvoicePdf(pdfPath: string, lang: "pt" | "en"): Promise<void> {
  const { blob } = await fetchInvoicePdf(pdfPath, lang);
  const url = URL.createObjectURL(blob);
  const frame = document.createElement("iframe");
  frame.style.position = "fixed";
  frame.style.width = "0";
  frame.style.height = "0";
  frame.style.border = "0";
  frame.title = "print";
  frame.src = url;
  frame.onload = () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    // the print dialog holds the document; free it once the page is left
    window.addEventListener("pagehide", () => URL.revokeObjectURL(url), { once: true });
  };
  document.body.append(frame);
}
