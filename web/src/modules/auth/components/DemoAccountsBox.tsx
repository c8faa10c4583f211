import { Box, Stack, Text } from "@chakra-ui/react";
import { Lightbulb, ShieldCheck, User } from "lucide-react";
import { useId } from "react";
import { useIntl } from "react-intl";
import { TileButton } from "../../../ui/layout/TileButton";

export interface DemoAccount {
  role: "ADMIN" | "USER";
  email: string;
  password: string;
}

/**
 * Demo mode only (DESIGN §9.1): the seeded accounts, one click to fill the
 * form, and the spec's tip that e-mails containing "admin" get admin access,
 * which is true only in demo mode.
 */
export function DemoAccountsBox({ accounts, onPick }: { accounts: DemoAccount[]; onPick: (account: DemoAccount) => void }) {
  const intl = useIntl();
  const hintId = useId();
  return (
    <Box borderWidth="1px" borderColor="gold.emphasized" bg="gold.subtle" rounded="xl" p="4">
      <Text fontWeight="semibold" fontSize="sm" mb="1">
        {intl.formatMessage({ id: "auth.demo.title" })}
      </Text>
      <Text id={hintId} fontSize="sm" color="fg.muted" mb="3">
        {intl.formatMessage({ id: "auth.demo.hint" })}
      </Text>
      <Stack gap="2">
        {accounts.map((a) => (
          <TileButton
            key={a.email}
            bg="bg"
            size="sm"
            justifyContent="flex-start"
            py="2"
            onClick={() => onPick(a)}
            // named by what it shows (role, e-mail, password); the box's hint says what a click does
            aria-describedby={hintId}
          >
            {a.role === "ADMIN" ? <ShieldCheck aria-hidden /> : <User aria-hidden />}
            <Stack gap="0" align="flex-start" textAlign="left" minW="0">
              <Text fontWeight="semibold">{intl.formatMessage({ id: `auth.role.${a.role}` })}</Text>
              <Text fontSize="xs" color="fg.muted" truncate maxW="100%">
                {a.email} · {a.password}
              </Text>
            </Stack>
          </TileButton>
        ))}
      </Stack>
      <Text fontSize="xs" color="gold.fg" mt="3" display="flex" gap="1.5" alignItems="flex-start">
        <Lightbulb size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        {intl.formatMessage({ id: "auth.demo.adminTip" })}
      </Text>
    </Box>
  );
}
