import { Button, CloseButton, Dialog, Portal, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { authErrorMessage } from "../utils/authErrorMessage";
import { FormMessage } from "./FormMessage";

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
      const m = authErrorMessage(e, "apiTokens");
      setError(t(m.id, m.values));
    }
  };
  return (
    <Dialog.Root open={token !== null} onOpenChange={(e) => !e.open && close()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("auth.apiTokens.revoke.title", { name: token?.name ?? "" })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {error && <FormMessage status="error">{error}</FormMessage>}
              <Text mt={error ? "3" : "0"}>{t("auth.apiTokens.revoke.text")}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t("auth.common.cancel")}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={confirm} loading={loading}>
                {t("auth.apiTokens.revoke.confirm")}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("auth.common.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
