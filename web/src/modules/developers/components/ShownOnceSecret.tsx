import { Alert, Button, Clipboard, Code } from "@chakra-ui/react";
import { Check, Copy } from "lucide-react";

interface Props {
  /** the secret, shown this once */
  value: string;
  /** why it must be kept now */
  warning: string;
  copyLabel: string;
  copiedLabel: string;
  testId: string;
}

/** A secret the API returns only once (an API token, a webhook's signing secret): the warning, the value and a copy button. */
export function ShownOnceSecret({ value, warning, copyLabel, copiedLabel, testId }: Props) {
  return (
    <>
      <Alert.Root status="warning" rounded="lg">
        <Alert.Indicator />
        <Alert.Description>{warning}</Alert.Description>
      </Alert.Root>
      <Code data-testid={testId} p="3" rounded="md" wordBreak="break-all" whiteSpace="pre-wrap" fontSize="sm">
        {value}
      </Code>
      <Clipboard.Root value={value}>
        <Clipboard.Trigger asChild>
          <Button variant="outline" colorPalette="brand" alignSelf="flex-start">
            <Clipboard.Context>{(api) => (api.copied ? <Check aria-hidden /> : <Copy aria-hidden />)}</Clipboard.Context>
            <Clipboard.Context>{(api) => (api.copied ? copiedLabel : copyLabel)}</Clipboard.Context>
          </Button>
        </Clipboard.Trigger>
      </Clipboard.Root>
    </>
  );
}
