import { Heading } from "@chakra-ui/react";

export function LandingPage() {
  return <Heading>Ponte</Heading>;
}
