import { useQuery } from "@apollo/client/react";
import { Box, Input, InputGroup, Spinner, Text } from "@chakra-ui/react";
import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { useDebouncedValue } from "../hooks/useDebouncedValue";
import { SearchResultGroup } from "./SearchResultGroup";
import { SearchResultLink } from "./SearchResultLink";

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
    }
  }
`);

/**
 * The header search box: opportunities for everyone; other members (public
 * profile) for members; projects, clients and every account for admins.
 */
export function HeaderSearch({ isAdmin }: { isAdmin: boolean }) {
  const intl = useIntl();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const query = useDebouncedValue(text.trim());
  const ready = query.length >= 2;
  const { data, loading, error } = useQuery(SEARCH, { variables: { query, admin: isAdmin }, skip: !ready });
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

  const pick = () => {
    setOpen(false);
    setText("");
  };
  const r = data?.search;
  const country = (c: string | null | undefined) => (c ? intl.formatMessage({ id: `common.country.${c}` }) : "");
  const total = r
    ? r.opportunities.length + (r.people?.length ?? 0) + (r.users?.length ?? 0) + (r.projects?.length ?? 0) + (r.clients?.length ?? 0)
    : 0;

  return (
    <Box
      ref={boxRef}
      position="relative"
      w="full"
      maxW={{ base: "full", md: "md" }}
      onKeyDown={(e) => e.key === "Escape" && setOpen(false)}
      role="search"
    >
      <InputGroup startElement={<Search size={16} aria-hidden />} endElement={loading ? <Spinner size="xs" /> : undefined}>
        <Input
          type="search"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          placeholder={intl.formatMessage({ id: isAdmin ? "search.placeholder.admin" : "search.placeholder.member" })}
          aria-label={intl.formatMessage({ id: "search.label" })}
          bg="bg"
        />
      </InputGroup>
      {open && ready && (
        <Box
          id={listId}
          position="absolute"
          top="calc(100% + 4px)"
          insetX="0"
          minW={{ base: "full", md: "sm" }}
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="lg"
          zIndex="popover"
          maxH="70vh"
          overflowY="auto"
          aria-live="polite"
          aria-label={intl.formatMessage({ id: "search.results" })}
          role="region"
          data-testid="search-results"
        >
          {error ? (
            <Text p="3" color="red.fg" textStyle="sm">
              <FormattedMessage id="common.loadError" />
            </Text>
          ) : !r ? (
            <Text p="3" color="fg.muted" textStyle="sm">
              <FormattedMessage id="search.searching" />
            </Text>
          ) : total === 0 ? (
            <Text p="3" color="fg.muted" textStyle="sm">
              <FormattedMessage id="search.none" values={{ query: r.query }} />
            </Text>
          ) : (
            <>
              {r.opportunities.length > 0 && (
                <SearchResultGroup title={<FormattedMessage id="search.group.opportunities" />}>
                  {r.opportunities.map((o) => (
                    <SearchResultLink
                      key={o.id}
                      to={`/app?tab=opportunities`}
                      title={o.title}
                      subtitle={`${o.organization} · ${country(o.country)}`}
                      onPick={pick}
                    />
                  ))}
                </SearchResultGroup>
              )}
              {r.people && r.people.length > 0 && (
                <SearchResultGroup title={<FormattedMessage id="search.group.people" />}>
                  {r.people.map((p) => (
                    <SearchResultLink
                      key={p.id}
                      to="/app?tab=network"
                      title={p.fullName}
                      subtitle={[
                        p.organization,
                        country(p.country),
                        intl.formatMessage({ id: `search.connection.${p.connectionState}` }),
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                      onPick={pick}
                    />
                  ))}
                </SearchResultGroup>
              )}
              {r.users && r.users.length > 0 && (
                <SearchResultGroup title={<FormattedMessage id="search.group.users" />}>
                  {r.users.map((u) => (
                    <SearchResultLink
                      key={u.id}
                      to={`/app?tab=users&q=${encodeURIComponent(u.email)}`}
                      title={u.fullName}
                      subtitle={u.email}
                      onPick={pick}
                    />
                  ))}
                </SearchResultGroup>
              )}
              {r.projects && r.projects.length > 0 && (
                <SearchResultGroup title={<FormattedMessage id="search.group.projects" />}>
                  {r.projects.map((p) => (
                    <SearchResultLink key={p.id} to={`/app/projects?q=${encodeURIComponent(p.title)}`} title={p.title} subtitle={p.subtitle} onPick={pick} />
                  ))}
                </SearchResultGroup>
              )}
              {r.clients && r.clients.length > 0 && (
                <SearchResultGroup title={<FormattedMessage id="search.group.clients" />}>
                  {r.clients.map((c) => (
                    <SearchResultLink key={c.id} to={`/app/clients?q=${encodeURIComponent(c.title)}`} title={c.title} subtitle={c.subtitle} onPick={pick} />
                  ))}
                </SearchResultGroup>
              )}
            </>
          )}
        </Box>
      )}
    </Box>
  );
}
