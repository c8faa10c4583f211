import { Button, Field, Heading, Stack, Text } from "@chakra-ui/react";
import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { notifyError, notifySuccess } from "../../../ui/feedback/notify";
import { DeleteAccountDialog } from "./DeleteAccountDialog";
import { downloadMyData } from "../utils/downloadMyData";

/** Settings' privacy part: download one's data, ask for the account's deletion. */
export function PrivacySettings({ onDeletionRequested }: { onDeletionRequested: () => void }) {
  const intl = useIntl();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
      notifySuccess(intl, "privacy.export.done");
    } catch (e) {
      notifyError(intl, e);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack as="section" gap="3" aria-labelledby="privacy-settings-title" borderTopWidth="1px" pt="5">
      <Heading as="h3" size="sm" id="privacy-settings-title">
        <FormattedMessage id="privacy.settings.title" />
      </Heading>
      <Field.Root>
        <Text textStyle="sm" color="fg.muted">
          <FormattedMessage id="privacy.export.help" />
        </Text>
        <Button type="button" variant="outline" size="sm" mt="2" alignSelf="flex-start" loading={downloading} onClick={download}>
          <Download aria-hidden />
          <FormattedMessage id="privacy.export.action" />
        </Button>
      </Field.Root>
      <Field.Root>
        <Text textStyle="sm" color="fg.muted">
          <FormattedMessage id="privacy.delete.help" />
        </Text>
        <Button type="button" variant="outline" colorPalette="red" size="sm" mt="2" alignSelf="flex-start" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden />
          <FormattedMessage id="privacy.delete.action" />
        </Button>
      </Field.Root>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} onDone={onDeletionRequested} />}
    </Stack>
  );
}
