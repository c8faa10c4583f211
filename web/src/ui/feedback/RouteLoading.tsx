import { Center, Spinner } from "@chakra-ui/react";

/** Shown while a lazily loaded screen's code arrives (the first visit to a deep link). */
export function RouteLoading() {
  return (
    <Center minH="60vh">
      <Spinner size="lg" color="brand.fg" />
    </Center>
  );
}
