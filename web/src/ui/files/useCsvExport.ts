import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useCsvDownload } from "./useCsvDownload";

/**
 * A report the API writes as CSV text, fetched fresh and saved as a file
 * named `<baseName>-<yyyy-mm-dd>.csv` (useCsvDownload with the day in the
 * name); a failure is a toast in the reader's language. `exporting` is true
 * while the report is on its way.
 */
export function useCsvExport<TData, TVars extends OperationVariables>(document: TypedDocumentNode<TData, TVars>, csvOf: (data: TData) => string) {
  const { busy, download } = useCsvDownload<"export">();
  const exportCsv = (variables: TVars, baseName: string) => download("export", document, variables, csvOf, `${baseName}-${new Date().toISOString().slice(0, 10)}.csv`);
  return { exporting: busy !== null, exportCsv };
}
