/** Saves text as a file through a temporary link (CSV reports). */
export function downloadText(text: string, fileName: string, type = "text/csv;charset=utf-8") {
  // one byte-order mark so spreadsheet programs read the accents as UTF-8
  // (the API's CSV answers bring their own: never two)
  downloadBlob(new Blob(["\ufeff", text.replace(/^\ufeff/, "")], { type }), fileName);
}

/** Saves a file the app holds (a CSV, a PDF fetched with the access token) through a temporary link. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
