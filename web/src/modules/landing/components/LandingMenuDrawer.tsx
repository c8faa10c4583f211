import { CloseButton, Drawer, Portal, Stack } from "@chakra-ui/react";
import { LogIn } from "lucide-react";
import { type RefObject, useRef } from "react";
import { useIntl } from "react-intl";
import { LinkButton } from "../../../ui/layout/LinkButton";
import { LANDING_SECTIONS } from "../utils/landingSections";
import { NAV_LINK_STYLE } from "../utils/navLinkStyle";
import { scrollToSection } from "../utils/scrollToSection";
import { AnchorLink } from "./AnchorLink";

/**
 * The slide-in panel of LandingMobileMenu, in a chunk of its own: the dialog
 * machinery (focus trap, scroll lock) is loaded when a visitor first opens it,
 * not with the landing page. Focus goes back to the menu button on close.
 */
export default function LandingMenuDrawer({ open, setOpen, trigger }: { open: boolean; setOpen: (open: boolean) => void; trigger: RefObject<HTMLButtonElement | null> }) {
  const intl = useIntl();
  // The page cannot scroll while the panel holds it; scroll once it has closed.
  const pending = useRef<string | null>(null);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      placement="end"
      finalFocusEl={() => trigger.current}
      onExitComplete={() => {
        if (pending.current) scrollToSection(pending.current);
        pending.current = null;
      }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="xs">
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>{intl.formatMessage({ id: "landing.nav.title" })}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="4">
              <nav aria-label={intl.formatMessage({ id: "landing.nav.label" })}>
                <Stack as="ul" listStyleType="none" gap="1">
                  {LANDING_SECTIONS.map((id) => (
                    <li key={id}>
                      <AnchorLink
                        section={id}
                        onNavigate={(section) => {
                          pending.current = section;
                          setOpen(false);
                        }}
                        {...NAV_LINK_STYLE}
                        display="block"
                        py="3"
                        fontSize="lg"
                      >
                        {intl.formatMessage({ id: `landing.nav.${id}` })}
                      </AnchorLink>
                    </li>
                  ))}
                </Stack>
              </nav>
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px">
              <LinkButton to="/login" icon={LogIn} colorPalette="brand" w="full">
                {intl.formatMessage({ id: "landing.header.access" })}
              </LinkButton>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: "landing.nav.close" })} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
