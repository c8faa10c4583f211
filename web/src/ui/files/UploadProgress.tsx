import { Button, HStack, Progress } from "@chakra-ui/react";
import { X } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { UploadProgress as Sent } from "./uploadFile";

interface Props {
  /** bytes sent so far (uploadFile's onProgress); null before the first report */
  progress: Sent | null;
  /** what is being sent, e.g. "Enviando imagem" */
  label: string;
  /** shown as "Cancelar envio" when given */
  onCancel?: () => void;
}

/** The percentage of an upload, as a bar with its number, and a way to stop it. */
export function UploadProgress({ progress, label, onCancel }: Props) {
  const intl = useIntl();
  const fraction = progress && progress.total > 0 ? Math.min(1, progress.loaded / progress.total) : 0;
  const percent = Math.round(fraction * 100);
  return (
    <Progress.Root value={percent} max={100} size="sm" colorPalette="brand" data-testid="upload-progress" width="full">
      <HStack justify="space-between" gap="3" mb="1">
        <Progress.Label textStyle="sm" fontWeight="normal">
          {label}
        </Progress.Label>
        <HStack gap="2">
          <Progress.ValueText data-testid="upload-progress-value">{intl.formatNumber(fraction, { style: "percent" })}</Progress.ValueText>
          {onCancel && (
            <Button size="2xs" variant="ghost" onClick={onCancel}>
              <X />
              <FormattedMessage id="ui.upload.cancel" />
            </Button>
          )}
        </HStack>
      </HStack>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
