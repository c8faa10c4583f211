import type { ApolloClient, OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { notifyError } from "../feedback/notify";
import { downloadText } from "./downloadText";

/**
 * A report the API writes as CSV text, fetched fresh and saved as a file
 * named `<baseName>-<yyyy-mm-dd>.csv`; a failure is a toast in the reader's
 * language. `exporting` is true while the report is on its way.
 */
export function useCsvExport<TData, TVars extends OperationVariables>(document: TypedDocumentNode<TData, TVars>, csvOf: (data: TData) => string) {
  const client = useApolloClient();
  const intl = useIntl();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async (variables: TVars, baseName: string) => {
    setExporting(true);
    try {
      const { data } = await client.query<TData, TVars>({ query: document, variables, fetchPolicy: "network-only" } as ApolloClient.QueryOptions<TData, TVars>);
      if (data) downloadText(csvOf(data), `${baseName}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      notifyError(intl, error);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportCsv };
}
