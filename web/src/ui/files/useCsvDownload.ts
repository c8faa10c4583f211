import type { ApolloClient, OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { notifyError } from "../feedback/notify";
import { downloadText } from "./downloadText";

/**
 * A CSV report the API writes, fetched fresh and saved under the exact name
 * given (useCsvExport adds the day to it); no answer or a failure is
 * a toast. `busy` is the key of the report on its way, for its button's spinner.
 */
export function useCsvDownload<K extends string = string>() {
  const client = useApolloClient();
  const intl = useIntl();
  const [busy, setBusy] = useState<K | null>(null);
  const download = async <TData, TVars extends OperationVariables>(
    key: K,
    query: TypedDocumentNode<TData, TVars>,
    variables: TVars,
    csvOf: (data: TData) => string,
    fileName: string,
  ) => {
    setBusy(key);
    try {
      const { data } = await client.query<TData, TVars>({ query, variables, fetchPolicy: "network-only" } as ApolloClient.QueryOptions<TData, TVars>);
      if (!data) throw new Error("empty report");
      downloadText(csvOf(data), fileName);
    } catch (e) {
      notifyError(intl, e);
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}
