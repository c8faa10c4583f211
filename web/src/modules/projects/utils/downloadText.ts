/** Saves text as a file (the CSV report), through a temporary object URL. */
export function downloadText(text: string, fileName: string, type = "text/csv;charset=utf-8"): void {
  // a BOM so spreadsheet programs read the accents as UTF-8
  const blob = new Blob(["\uFEFF", text], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
