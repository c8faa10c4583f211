import { useMutation } from "@apollo/client/react";
import { Button, Field, Input, List, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { graphql } from "../../../gql";
import { useSession } from "../../../session/useSession";
import { errorMessage } from "../../../ui/errors/errorMessage";
import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";
import { DialogFrame } from "../../../ui/overlay/DialogFrame";

const REQUEST_DELETION = graphql(`
  mutation DeleteAccountDialog_Request($password: String!) {
    requestMyAccountDeletion(password: $password)
  }
`);

const REQUEST_LINK = graphql(`
  mutation DeleteAccountDialog_RequestLink {
    requestMyAccountDeletionLink
  }
`);

/** What the deletion does, in the order the person should read it (privacy.delete.what.*). */
const CONSEQUENCES = ["signOut", "grace", "erased", "kept"] as const;

/**
 * Asks for the account's deletion, confirmed with the password; an account
 * made with Google or Facebook, without a password, asks instead for a link
 * by e-mail, whose page confirms (nothing changes until then). On success
 * the person is signed out everywhere (the server ended every session) and
 * the sign-in screen tells when the data goes and how to take it back.
 */
export function DeleteAccountDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const intl = useIntl();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [request, { loading }] = useMutation(REQUEST_DELETION);
  const [requestLink, link] = useMutation(REQUEST_LINK);
  const [linkSent, setLinkSent] = useState(false);
  const sendLink = async () => {
    setError(null);
    try {
      await requestLink();
      setLinkSent(true);
    } catch (e) {
      setError(errorMessage(intl, e));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // React bubbles events along its own tree, through the portal: the settings form around must not submit too
    event.stopPropagation();
    if (!password) return setError(intl.formatMessage({ id: "privacy.delete.passwordRequired" }));
    try {
      const { data } = await request({ variables: { password } });
      onDone();
      // every session has ended on the server: leave the signed-in area, then say on the sign-in screen when the data goes
      await signOut();
      navigate(`/login?deletionRequested=${encodeURIComponent(String(data?.requestMyAccountDeletion ?? ""))}`, { replace: true });
    } catch (e) {
      const reason = graphqlErrorInfo(e).reason;
      setError(errorMessage(intl, e));
      if (reason === "WRONG_PASSWORD") setPassword("");
    }
  };

  return (
    <DialogFrame
      role="alertdialog"
      title={intl.formatMessage({ id: "privacy.delete.title" })}
      onClose={onClose}
      // Dialog.Content is typed as a div; the form attribute still reaches the element.
      contentProps={{ as: "form", onSubmit: submit, ...({ noValidate: true } as object) }}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose} disabled={loading}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" colorPalette="red" loading={loading}>
            <FormattedMessage id="privacy.delete.confirm" />
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>
          <FormattedMessage id="privacy.delete.intro" />
        </Text>
        <List.Root ps="5" gap="1">
          {CONSEQUENCES.map((c) => (
            <List.Item key={c}>
              <FormattedMessage id={`privacy.delete.what.${c}`} />
            </List.Item>
          ))}
        </List.Root>
        <Field.Root invalid={error !== null} required>
          <Field.Label>
            <FormattedMessage id="privacy.delete.password" />
          </Field.Label>
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(null);
            }}
          />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        {linkSent ? (
          <Text role="status" color="fg.success">
            <FormattedMessage id="privacy.delete.linkSent" />
          </Text>
        ) : (
          <Stack gap="1" align="flex-start">
            <Text textStyle="sm" color="fg.muted">
              <FormattedMessage id="privacy.delete.noPassword" />
            </Text>
            <Button type="button" variant="outline" size="sm" loading={link.loading} disabled={loading} onClick={sendLink}>
              <FormattedMessage id="privacy.delete.sendLink" />
            </Button>
          </Stack>
        )}
      </Stack>
    </DialogFrame>
  );
}
