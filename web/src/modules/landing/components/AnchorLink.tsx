import { Link, type LinkProps } from "@chakra-ui/react";
import type { MouseEvent } from "react";
import { scrollToSection } from "../utils/scrollToSection";

interface AnchorLinkProps extends Omit<LinkProps, "href"> {
  section: string;
  /** runs instead of scrolling right away (the mobile menu scrolls once it has closed) */
  onNavigate?: (section: string) => void;
}

/** A same-page link that scrolls its section to just below the fixed header. */
export function AnchorLink({ section, onNavigate, onClick, ...rest }: AnchorLinkProps) {
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (onNavigate) onNavigate(section);
    else scrollToSection(section);
  };
  return <Link href={`#${section}`} onClick={handle} {...rest} />;
}
