import { Box, Button, Field, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { ImagePlus, Trash, Wand } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { formatFileSize } from "../../../../ui/files/formatFileSize";
import { shrinkImage } from "../../../../ui/files/shrinkImage";
import { sizedImage } from "../../../../ui/files/sizedImage";
import type { OpportunityFormValues } from "../../types/OpportunityFormValues";
import { imageFileProblem } from "../../utils/imageFileProblem";
import { opportunityImageSrc } from "../../../../domain/opportunityImageSrc";
import { sectorImage } from "../../utils/sectorImage";

interface Props {
  values: OpportunityFormValues;
  onChange: (patch: Partial<OpportunityFormValues>) => void;
}

/**
 * Picks the opportunity's picture: an upload (JPEG/PNG/GIF up to 5MB, checked
 * here and again by the server) or the sector's default illustration. A photo
 * is made smaller here first (at most 1600 px, WebP), so the 5MB limit counts
 * what is actually sent.
 */
export function ImagePicker({ values, onChange }: Props) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  /** the picked file's size when it was made smaller */
  const [shrunkFrom, setShrunkFrom] = useState<number | null>(null);

  useEffect(() => {
    if (!values.imageFile) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(values.imageFile);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [values.imageFile]);

  const pick = async (picked: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!picked) return;
    const notImage = imageFileProblem(picked) === "opportunities.image.notImage";
    setPreparing(!notImage);
    const file = notImage ? picked : await shrinkImage(picked);
    setPreparing(false);
    const p = imageFileProblem(file);
    setProblem(p);
    setShrunkFrom(!p && file !== picked ? picked.size : null);
    if (!p) onChange({ imageFile: file, imageUrl: "" });
  };

  const shown = preview ?? (values.imageUrl || null);
  return (
    <Field.Root invalid={problem !== null}>
      <Field.Label>
        <FormattedMessage id="opportunities.image.label" />
      </Field.Label>
      <Stack direction={{ base: "column", md: "row" }} gap="4" width="full" align={{ md: "center" }}>
        <Box flexShrink={0} width={{ base: "full", md: "240px" }} aspectRatio={16 / 9} borderRadius="l2" overflow="hidden" borderWidth="1px" bg="bg.muted">
          <Image
            {...sizedImage(opportunityImageSrc(shown), { sizes: "(min-width: 48em) 240px, 100vw", eager: true })}
            alt={intl.formatMessage({ id: "opportunities.image.previewAlt" })}
            width="full"
            height="full"
            objectFit="cover"
          />
        </Box>
        <Stack gap="2">
          <Text textStyle="sm" color="fg.muted">
            {preparing ? (
              <FormattedMessage id="ui.upload.preparing" />
            ) : values.imageFile ? (
              <FormattedMessage id="opportunities.image.uploaded" values={{ name: values.imageFile.name }} />
            ) : values.imageUrl ? (
              <FormattedMessage id="opportunities.image.sectorDefault" />
            ) : (
              <FormattedMessage id="opportunities.image.none" />
            )}
          </Text>
          {values.imageFile && shrunkFrom !== null && (
            <Text textStyle="xs" color="fg.muted" data-testid="image-shrunk">
              <FormattedMessage
                id="ui.upload.shrunk"
                values={{ before: formatFileSize(shrunkFrom, intl.locale), after: formatFileSize(values.imageFile.size, intl.locale) }}
              />
            </Text>
          )}
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => input.current?.click()} aria-describedby={helpId} loading={preparing}>
              <ImagePlus />
              <FormattedMessage id="opportunities.image.choose" />
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={!values.sector}
              onClick={() => {
                setProblem(null);
                if (values.sector) onChange({ imageFile: null, imageUrl: sectorImage(values.sector) });
              }}
            >
              <Wand />
              <FormattedMessage id="opportunities.image.useSector" />
            </Button>
            {(values.imageFile || values.imageUrl) && (
              <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onChange({ imageFile: null, imageUrl: "" })}>
                <Trash />
                <FormattedMessage id="opportunities.image.remove" />
              </Button>
            )}
          </HStack>
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/gif"
            hidden
            data-testid="opportunity-image-input"
            onChange={(e) => void pick(e.target.files?.[0])}
          />
          {problem ? (
            <Field.ErrorText>
              <FormattedMessage id={problem} />
            </Field.ErrorText>
          ) : (
            <Field.HelperText id={helpId}>
              <FormattedMessage id="opportunities.image.formats" />
            </Field.HelperText>
          )}
        </Stack>
      </Stack>
    </Field.Root>
  );
}
