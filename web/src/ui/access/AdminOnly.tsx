import { Center, Spinner } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { RestrictedNotice } from "./RestrictedNotice";

interface Props {
  /** the session is still being read: wait rather than refuse */
  checking: boolean;
  /** the signed-in person is an administrator */
  isAdmin: boolean;
  children: ReactNode;
}

/**
 * The management screens are for administrators (the server refuses everyone
 * else anyway). Others see why, and nothing of the screen is requested for
 * them. The caller reads the session, so ui/ stays free of features.
 */
export function AdminOnly({ checking, isAdmin, children }: Props) {
  const intl = useIntl();
  if (checking) {
    return (
      <Center py="20">
        <Spinner size="lg" color="brand.solid" aria-label={intl.formatMessage({ id: "common.loading" })} />
      </Center>
    );
  }
  if (!isAdmin) return <RestrictedNotice />;
  return <>{children}</>;
}
