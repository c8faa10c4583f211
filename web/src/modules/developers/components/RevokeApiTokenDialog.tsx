import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { errorMessage } from "../../../ui/errors/errorMessage";
import { ConfirmDialog } from "../../../ui/feedback/ConfirmDialog";
import { FormMessage } from "../../../ui/feedback/FormMessage";

const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiTokenDialog_Revoke($id: ID!) {
    revokeApiToken(id: $id) {
      id
      revokedAt
    }
  }
`);

/** Asks before revoking: partners using the token lose access at once. */
export function RevokeApiTokenDialog({ token, onClose }: { token: { id: string; name: string } | null; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [revoke, { loading }] = useMutation(RevokeApiTokenMutation);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!token) return;
    try {
      await revoke({ variables: { id: token.id } });
      close();
    } catch (e) {
      setError(errorMessage(intl, e));
    }
  };
  return (
    <ConfirmDialog
      open={token !== null}
      title={t("auth.apiTokens.revoke.title", { name: token?.name ?? "" })}
      text={t("auth.apiTokens.revoke.text")}
      confirmLabel={t("auth.apiTokens.revoke.confirm")}
      error={error && <FormMessage status="error">{error}</FormMessage>}
      loading={loading}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
