import { Box, Button, Clipboard, HStack, Text } from "@chakra-ui/react";
import { Check, Copy } from "lucide-react";
import { useIntl } from "react-intl";

interface CodeBlockProps {
  code: string;
  /** names the block for screen readers and the copy button */
  title: string;
  /** e.g. "shell", "javascript" (shown above the code) */
  language?: string;
}

/**
 * A code sample with a copy button. Long lines scroll inside the block (a
 * 375 px screen keeps the page itself from scrolling sideways); the block
 * takes keyboard focus so it can be scrolled without a mouse.
 */
export function CodeBlock({ code, title, language }: CodeBlockProps) {
  const intl = useIntl();
  return (
    <Box borderWidth="1px" rounded="lg" overflow="hidden" bg="bg.subtle" minW="0">
      <HStack justify="space-between" px="3" py="1.5" borderBottomWidth="1px" gap="2">
        <Text fontSize="xs" color="fg.muted" fontWeight="medium" truncate>
          {language ? `${title} · ${language}` : title}
        </Text>
        <Clipboard.Root value={code}>
          <Clipboard.Trigger asChild>
            <Button size="xs" variant="ghost" aria-label={intl.formatMessage({ id: "developers.code.copyLabel" }, { title })}>
              <Clipboard.Context>{(api) => (api.copied ? <Check aria-hidden /> : <Copy aria-hidden />)}</Clipboard.Context>
              <Clipboard.Context>{(api) => intl.formatMessage({ id: api.copied ? "developers.code.copied" : "developers.code.copy" })}</Clipboard.Context>
            </Button>
          </Clipboard.Trigger>
        </Clipboard.Root>
      </HStack>
      <Box
        as="pre"
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage({ id: "developers.code.label" }, { title })}
        m="0"
        p="3"
        overflowX="auto"
        fontSize="sm"
        lineHeight="1.6"
        fontFamily="mono"
        whiteSpace="pre"
        _focusVisible={{ outline: "2px solid", outlineColor: "brand.solid", outlineOffset: "-2px" }}
      >
        <code>{code}</code>
      </Box>
    </Box>
  );
}
