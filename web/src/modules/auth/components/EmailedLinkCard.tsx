import { HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { FormMessage } from "../../../ui/feedback/FormMessage";
import { AuthPageFrame } from "../../../ui/layout/AuthPageFrame";
import type { AuthResult } from "../utils/authErrorMessage";
import { AuthCard } from "./AuthCard";

interface Props<R extends AuthResult> {
  title: string;
  /** said beside a spinner while the token is on its way */
  checking: string;
  /** null while the token is on its way */
  result: R | null;
  /** what to do next, under the result */
  children: (result: R) => ReactNode;
}

/** The page behind a link from an e-mail (confirm the address, link an account): "checking…", then the result and what to do next. */
export function EmailedLinkCard<R extends AuthResult>({ title, checking, result, children }: Props<R>) {
  const intl = useIntl();
  return (
    <AuthPageFrame>
      <AuthCard title={title}>
        {!result ? (
          <HStack gap="3" role="status">
            <Spinner color="brand.solid" />
            <Text>{checking}</Text>
          </HStack>
        ) : (
          <Stack gap="5">
            <FormMessage status={result.status}>{intl.formatMessage({ id: result.id }, result.values)}</FormMessage>
            {children(result)}
          </Stack>
        )}
      </AuthCard>
    </AuthPageFrame>
  );
}
