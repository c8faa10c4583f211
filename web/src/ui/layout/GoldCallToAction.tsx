import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface Props {
  /** the heading's id, for the section's aria-labelledby */
  titleId: string;
  title: ReactNode;
  text: ReactNode;
  /** the main action's link (icon and label inside), shown as a brand button */
  primary: ReactNode;
  /** the other action's link, shown as a dark outline button */
  secondary: ReactNode;
  /** the landing page's bigger banner */
  large?: boolean;
}

/** A centred gold banner with a title, a line of text and two actions. */
export function GoldCallToAction({ titleId, title, text, primary, secondary, large = false }: Props) {
  const button = large ? "xl" : "lg";
  return (
    <Stack
      align="center"
      textAlign="center"
      gap={large ? "6" : "4"}
      px={large ? { base: "6", md: "16" } : { base: "6", md: "12" }}
      py={large ? { base: "12", md: "16" } : { base: "10", md: "12" }}
      rounded={large ? "3xl" : "2xl"}
      shadow={large ? "xl" : undefined}
      color="gray.900"
      bgGradient="to-br"
      gradientFrom="gold.300"
      gradientTo="gold.500"
    >
      <Heading as="h2" id={titleId} fontSize={large ? { base: "2xl", md: "4xl" } : { base: "xl", md: "3xl" }} maxW={large ? "3xl" : undefined}>
        {title}
      </Heading>
      <Text fontSize={large ? { base: "md", md: "lg" } : undefined} maxW="2xl">
        {text}
      </Text>
      <Stack direction={{ base: "column", sm: "row" }} gap="3" w={large ? { base: "full", sm: "auto" } : undefined}>
        <Button asChild size={button} colorPalette="brand">
          {primary}
        </Button>
        <Button asChild size={button} variant="outline" borderColor="gray.900" color="gray.900" _hover={{ bg: "blackAlpha.100" }}>
          {secondary}
        </Button>
      </Stack>
    </Stack>
  );
}
