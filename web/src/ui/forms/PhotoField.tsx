import { Avatar, Button, Field, HStack, Stack } from "@chakra-ui/react";
import { useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphqlErrorInfo } from "../errors/graphqlErrorInfo";

/** What the server checks too (api/src/modules/media/image-check.ts); checked here first to spare the upload. */
const ACCEPTED = ["image/jpeg", "image/png", "image/gif", "image/webp"];
const MAX_BYTES = 5_242_880;
const KNOWN_REFUSALS = new Set(["IMAGE_TOO_LARGE", "IMAGE_TYPE_NOT_ALLOWED", "IMAGE_TOO_MANY_PIXELS"]);

interface Props {
  /** the person's name, for the initials shown without a photo */
  name: string;
  /** the current photo (/media/…), if any */
  src: string | null | undefined;
  /** uploads the chosen file; rejects with the answer's errors when refused */
  onUpload: (file: File) => Promise<void>;
  onRemove: () => Promise<void>;
  disabled?: boolean;
}

/** A photo that is uploaded, never linked: preview, "choose a photo", "remove", and the refusal in words. */
export function PhotoField({ name, src, onUpload, onRemove, disabled }: Props) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [busy, setBusy] = useState<"upload" | "remove" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (kind: "upload" | "remove", action: () => Promise<void>) => {
    setBusy(kind);
    setProblem(null);
    try {
      await action();
    } catch (e) {
      const reason = graphqlErrorInfo(e).reason;
      setProblem(reason && KNOWN_REFUSALS.has(reason) ? reason : "FAILED");
    } finally {
      setBusy(null);
    }
  };

  const picked = (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return setProblem("IMAGE_TYPE_NOT_ALLOWED");
    if (file.size > MAX_BYTES) return setProblem("IMAGE_TOO_LARGE");
    void run("upload", () => onUpload(file));
  };

  return (
    <Field.Root invalid={problem !== null}>
      <Field.Label>
        <FormattedMessage id="media.photo.label" />
      </Field.Label>
      <HStack gap="4" align="center">
        <Avatar.Root size="xl" colorPalette="brand">
          <Avatar.Fallback name={name} />
          {src ? <Avatar.Image src={src} alt={intl.formatMessage({ id: "media.photo.current" }, { name })} /> : null}
        </Avatar.Root>
        <Stack gap="2" align="flex-start">
          <input
            ref={input}
            type="file"
            accept={ACCEPTED.join(",")}
            hidden
            aria-describedby={helpId}
            onChange={(e) => picked(e.target.files?.[0])}
            data-testid="photo-input"
          />
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => input.current?.click()} loading={busy === "upload"} disabled={disabled || busy !== null}>
              <FormattedMessage id={src ? "media.photo.change" : "media.photo.choose"} />
            </Button>
            {src ? (
              <Button size="sm" variant="ghost" onClick={() => void run("remove", onRemove)} loading={busy === "remove"} disabled={disabled || busy !== null}>
                <FormattedMessage id="media.photo.remove" />
              </Button>
            ) : null}
          </HStack>
        </Stack>
      </HStack>
      {problem ? (
        <Field.ErrorText>
          <FormattedMessage id={`media.photo.problem.${problem}`} />
        </Field.ErrorText>
      ) : (
        <Field.HelperText id={helpId}>
          <FormattedMessage id="media.photo.help" />
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
