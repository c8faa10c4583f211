import { Box, Container, Flex, HStack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { BrandMark } from "./BrandMark";
import { LanguageToggleButton } from "./LanguageToggleButton";

/** The plain frame of the secondary account screens (reset, confirmation, terms). */
export function AuthPageFrame({ children, maxW = "md" }: { children: ReactNode; maxW?: string }) {
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Box as="header" borderBottomWidth="1px" bg="bg">
        <Container maxW="6xl">
          <HStack justify="space-between" h="16">
            <BrandMark />
            <LanguageToggleButton />
          </HStack>
        </Container>
      </Box>
      <Box as="main" flex="1" py={{ base: "8", md: "14" }} px="4">
        <Container maxW={maxW} px="0">
          {children}
        </Container>
      </Box>
    </Flex>
  );
}
