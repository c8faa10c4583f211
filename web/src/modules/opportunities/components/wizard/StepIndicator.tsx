import { Box, Circle, Flex, Text, VisuallyHidden } from "@chakra-ui/react";
import { Check } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";

interface Props {
  current: number;
  titles: string[];
}

/** The wizard's four steps; the current one is marked for screen readers too. */
export function StepIndicator({ current, titles }: Props) {
  const intl = useIntl();
  return (
    <Box as="nav" aria-label={intl.formatMessage({ id: "opportunities.wizard.label" })}>
      <Flex as="ol" listStyleType="none" gap={{ base: "2", md: "4" }} align="flex-start">
        {titles.map((title, i) => {
          const step = i + 1;
          const done = step < current;
          const active = step === current;
          return (
            <Flex
              as="li"
              key={title}
              flex="1"
              direction="column"
              align="center"
              gap="2"
              position="relative"
              aria-current={active ? "step" : undefined}
              _after={
                step < titles.length
                  ? {
                      content: '""',
                      position: "absolute",
                      top: "18px",
                      left: "calc(50% + 24px)",
                      right: "calc(-50% + 24px)",
                      height: "2px",
                      bg: done ? "brand.solid" : "border",
                    }
                  : undefined
              }
            >
              <Circle
                size="9"
                fontWeight="semibold"
                bg={done || active ? "brand.solid" : "bg.muted"}
                color={done || active ? "brand.contrast" : "fg.muted"}
                borderWidth={active ? "3px" : "0"}
                borderColor="brand.emphasized"
              >
                {done ? <Check size={18} aria-hidden /> : step}
              </Circle>
              <Text
                textStyle="sm"
                textAlign="center"
                fontWeight={active ? "semibold" : "normal"}
                color={active ? "fg" : "fg.muted"}
                display={{ base: active ? "block" : "none", md: "block" }}
              >
                {title}
                {done && (
                  <VisuallyHidden>
                    <FormattedMessage id="opportunities.wizard.done" />
                  </VisuallyHidden>
                )}
              </Text>
            </Flex>
          );
        })}
      </Flex>
    </Box>
  );
}
