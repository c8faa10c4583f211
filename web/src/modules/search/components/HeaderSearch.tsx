import { useQuery } from "@apollo/client/react";
import { Box, Input, InputGroup, Spinner, Text, VisuallyHidden } from "@chakra-ui/react";
import { Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { graphql } from "../../../gql";
import { useDebouncedValue } from "../../../ui/hooks/useDebouncedValue";
import { useActiveOption } from "../hooks/useActiveOption";
import { resultGroups } from "../utils/resultGroups";
import { SearchResultGroup } from "./SearchResultGroup";
import { SearchResultLink } from "./SearchResultLink";
import { FLOATING_PANEL } from "../../../ui/overlay/floatingPanel";

const SEARCH = graphql(`
  query HeaderSearch_Results($query: String!, $admin: Boolean!) {
    search(query: $query) {
      query
      opportunities {
        id
        title
        organization
        country
      }
      people @skip(if: $admin) {
        id
        fullName
        organization
        country
        connectionState
      }
      users @include(if: $admin) {
        id
        fullName
        email
        role
      }
      projects @include(if: $admin) {
        id
        title
        subtitle
      }
      clients @include(if: $admin) {
        id
        title
        subtitle
      }
      staff @include(if: $admin) {
        id
        name
        role
        country
      }
    }
  }
`);

/**
 * The header search box, a WAI-ARIA 1.2 combobox: opportunities for everyone;
 * other members (public profile) for members; the regional team, projects,
 * clients and every account for admins. Focus stays in the box: ArrowDown and
 * ArrowUp move through every result across sections (wrapping), Enter opens
 * the active one, Escape closes the list and a second Escape clears the text.
 */
export function HeaderSearch({ isAdmin }: { isAdmin: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const query = useDebouncedValue(text.trim(), 250);
  const ready = query.length >= 2;
  const { data, previousData, loading, error } = useQuery(SEARCH, { variables: { query, admin: isAdmin }, skip: !ready });
  const boxRef = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (boxRef.current && !boxRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    return () => document.removeEventListener("mousedown", onDown);
  }, [open]);

  // while the next text is looked up, the last results stay (and so does the active one, if they hold it)
  const r = ready && !error ? (data ?? previousData)?.search : undefined;
  const groups = useMemo(() => (r ? resultGroups(r, (id) => intl.formatMessage({ id })) : []), [r, intl]);
  const options = useMemo(() => groups.flatMap((g) => g.options), [groups]);
  const keys = useMemo(() => options.map((o) => o.key), [options]);
  const expanded = open && ready;
  const { active, move, reset } = useActiveOption(keys);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeId = expanded && active >= 0 ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);

  const pick = () => {
    setOpen(false);
    setText("");
    reset();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!expanded) setOpen(true);
      move(e.key === "ArrowDown" ? 1 : -1);
    } else if (e.key === "Enter" && activeId) {
      e.preventDefault();
      navigate(options[active].to);
      pick();
    } else if (e.key === "Escape") {
      // the browser's own Escape on a search box clears it at once: we close first
      e.preventDefault();
      if (expanded) {
        setOpen(false);
        reset();
      } else setText("");
    }
  };

  // what the panel says when it has no list to show: a failure, the first lookup, or nothing found
  const status = error ? { id: "common.loadError" } : !r ? { id: "search.searching" } : options.length === 0 ? { id: "search.none", values: { query: r.query } } : null;
  // where each section's options start in the one list the keyboard walks
  const starts = groups.map((_, i) => groups.slice(0, i).reduce((n, g) => n + g.options.length, 0));
  return (
    <Box ref={boxRef} position="relative" w="full" maxW={{ base: "full", md: "md" }} role="search">
      <InputGroup startElement={<Search size={16} aria-hidden />} endElement={loading ? <Spinner size="xs" /> : undefined}>
        <Input
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          placeholder={intl.formatMessage({ id: isAdmin ? "search.placeholder.admin" : "search.placeholder.member" })}
          aria-label={intl.formatMessage({ id: "search.label" })}
          bg="bg"
        />
      </InputGroup>
      <VisuallyHidden aria-live="polite">{expanded && r && <FormattedMessage id="search.count" values={{ count: options.length }} />}</VisuallyHidden>
      {expanded && (
        <Box
          position="absolute"
          top="calc(100% + 4px)"
          insetX="0"
          minW={{ base: "full", md: "sm" }}
          {...FLOATING_PANEL}
          zIndex="popover"
          maxH="70vh"
          overflowY="auto"
          data-testid="search-results"
        >
          {status ? (
            <Text p="3" color={error ? "red.fg" : "fg.muted"} textStyle="sm">
              <FormattedMessage {...status} />
            </Text>
          ) : (
            <Box id={listId} role="listbox" aria-label={intl.formatMessage({ id: "search.results" })}>
              {groups.map((g, gi) => (
                <SearchResultGroup key={g.kind} title={<FormattedMessage id={`search.group.${g.kind}`} />}>
                  {g.options.map((o, i) => (
                    <SearchResultLink key={o.key} option={o} id={optionId(starts[gi] + i)} active={starts[gi] + i === active} onPick={pick} />
                  ))}
                </SearchResultGroup>
              ))}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
