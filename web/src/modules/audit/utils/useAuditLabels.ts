import { useIntl } from "react-intl";

/**
 * Words for the codes the API records: an action ("client.create") and the
 * kind of record it touched ("Client"). A code without a text of its own (a
 * newer action) shows as it is.
 */
export function useAuditLabels() {
  const intl = useIntl();
  const label = (id: string, code: string) => (intl.messages[id] ? intl.formatMessage({ id }) : code);
  return {
    action: (code: string) => label(`audit.action.${code}`, code),
    entity: (code: string) => label(`audit.entityType.${code}`, code),
  };
}
