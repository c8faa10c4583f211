import { IconButton } from "@chakra-ui/react";
import { Menu } from "lucide-react";
import { Suspense, lazy, useRef, useState } from "react";
import { useIntl } from "react-intl";

const loadDrawer = () => import("./LandingMenuDrawer");
const LandingMenuDrawer = lazy(loadDrawer);

/**
 * Below 1024 px the anchor menu is a panel that slides in from the side. The
 * panel's code (LandingMenuDrawer) loads on the first press, or earlier when
 * the pointer or focus reaches the button, so the first bundle stays small.
 */
export function LandingMobileMenu() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadDrawer();
  return (
    <>
      <IconButton
        ref={trigger}
        variant="ghost"
        size="sm"
        hideFrom="lg"
        aria-label={intl.formatMessage({ id: "landing.nav.open" })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <LandingMenuDrawer open={open} setOpen={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
