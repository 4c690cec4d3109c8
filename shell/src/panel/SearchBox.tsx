import { biographyKeys, linkKeys, listBiographies, listLinks } from '@atalho/sdk';
import { SearchIcon } from '@atalho/ui';
import { Box, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  BIO_SEARCH_QUERY,
  bioSearchResult,
  contactSearchDigits,
  contactSearchKey,
  type SearchResult,
  searchContacts,
  searchQuery,
  searchResults,
} from './search';

const DEBOUNCE_MS = 300;
/** The bio changes rarely (and its save invalidates `biographyKeys.all`): asked at most once a minute. */
const BIO_STALE_MS = 60_000;

/** The text once it stopped changing for `DEBOUNCE_MS`. */
function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * Searches the user's bio page, links and SMS contacts as you type (a combobox: arrows move through the
 * results, Enter opens the one chosen, or the links list filtered by the text when none is, Escape closes). The
 * bio, when the text is part of its name, description or username, comes first and opens the bio editor; a
 * link opens in the links screen; a contact (the text is part of a phone number) in the contacts screen.
 */
export function SearchBox({ onNavigate }: { onNavigate?(): void }) {
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  // Once the box was focused, the bio is fetched (and kept), so it is there when the first links arrive.
  const [used, setUsed] = useState(false);
  const navigate = useNavigate();
  const listId = useId();
  const settled = useSettledText(text.trim());
  const query = searchQuery(settled);
  const search = useQuery({
    queryKey: linkKeys.list(query),
    queryFn: () => listLinks(query),
    select: searchResults,
    enabled: settled.length >= 2,
    placeholderData: keepPreviousData,
  });
  const bio = useQuery({
    queryKey: biographyKeys.list(BIO_SEARCH_QUERY),
    queryFn: () => listBiographies(BIO_SEARCH_QUERY),
    select: (page) => page.content[0] ?? null,
    staleTime: BIO_STALE_MS,
    enabled: used,
  });
  const digits = contactSearchDigits(settled);
  const contacts = useQuery({
    queryKey: contactSearchKey(digits ?? ''),
    queryFn: () => searchContacts(digits ?? ''),
    enabled: digits !== null,
    placeholderData: keepPreviousData,
    // No SMS area set up, or a failure: the links still answer; contacts are simply not listed.
    retry: false,
  });
  const linkResults = settled.length >= 2 ? search.data : undefined;
  const contactResults = digits !== null && !contacts.isError ? (contacts.data ?? []) : [];
  const bioResult = settled.length >= 2 ? bioSearchResult(settled, bio.data) : null;
  const bioResults = bioResult ? [bioResult] : [];
  // The bio first, then the links, then the contacts; the arrows walk this one list.
  const results: SearchResult[] | undefined =
    linkResults === undefined && !bioResult && contactResults.length === 0
      ? undefined
      : [...bioResults, ...(linkResults ?? []), ...contactResults];
  const loading = search.isFetching || contacts.isFetching || settled !== text.trim();
  const open = focused && text.trim().length >= 2 && results !== undefined;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const go = (to: string) => {
    setFocused(false);
    setText('');
    onNavigate?.();
    navigate(to);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = open ? results?.[active] : undefined;
    if (chosen) return go(chosen.to);
    const typed = text.trim();
    if (typed) go(`/painel/links/shortened?${new URLSearchParams({ page: '0', text: typed })}`);
  };

  const move = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results?.length ?? 0;
    if (event.key === 'Escape') {
      setFocused(false);
      setActive(-1);
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      setFocused(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text itself: moving past either end comes back to it.
      setActive((index) => {
        const next = index + step;
        if (next < -1) return count - 1;
        return next >= count ? -1 : next;
      });
    }
  };

  const renderOption = (item: SearchResult, index: number) => (
    <Box
      as="li"
      key={item.id}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      px="3"
      py="2"
      cursor="pointer"
      bg={index === active ? 'bg.muted' : undefined}
      _hover={{ bg: 'bg.muted' }}
      onMouseDown={(event) => event.preventDefault()}
      onMouseEnter={() => setActive(index)}
      onClick={() => go(item.to)}
    >
      <Text fontWeight="medium" truncate>
        {item.title}
      </Text>
      <Text fontSize="sm" color="fg.muted" truncate>
        {item.detail}
      </Text>
    </Box>
  );

  return (
    <search style={{ width: '100%', position: 'relative' }}>
      <form onSubmit={submit}>
        <InputGroup
          startElement={<SearchIcon />}
          endElement={loading && open ? <Spinner size="xs" /> : undefined}
        >
          <Input
            type="search"
            role="combobox"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setFocused(true);
              setUsed(true);
              setActive(-1);
            }}
            onFocus={() => {
              setFocused(true);
              setUsed(true);
            }}
            onBlur={() => setFocused(false)}
            onKeyDown={move}
            placeholder="Buscar links"
            aria-label="Buscar links"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={open && results[active] ? optionId(active) : undefined}
            bg="bg.subtle"
            borderRadius="full"
          />
        </InputGroup>
      </form>
      {open && (
        <Box
          position="absolute"
          top="calc(100% + 6px)"
          insetX="0"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="l3"
          boxShadow="lg"
          maxH="70vh"
          overflowY="auto"
          py="1"
        >
          {results.length === 0 ? (
            <Text px="3" py="3" color="fg.muted" role="status">
              Nada encontrado para “{text.trim()}”.
            </Text>
          ) : (
            <Box role="listbox" id={listId} aria-label="Resultados da busca">
              {bioResults.length > 0 && (
                <ResultGroup label="Página bio" id={`${listId}-bio`}>
                  {bioResults.map((item, index) => renderOption(item, index))}
                </ResultGroup>
              )}
              {linkResults && linkResults.length > 0 && (
                <ResultGroup label="Links" id={`${listId}-links`}>
                  {linkResults.map((item, index) => renderOption(item, bioResults.length + index))}
                </ResultGroup>
              )}
              {contactResults.length > 0 && (
                <ResultGroup label="Contatos SMS" id={`${listId}-contacts`}>
                  {contactResults.map((item, index) =>
                    renderOption(item, bioResults.length + (linkResults?.length ?? 0) + index),
                  )}
                </ResultGroup>
              )}
            </Box>
          )}
        </Box>
      )}
    </search>
  );
}

/** A titled group of options inside the listbox (the title names the group for screen readers). */
function ResultGroup({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <Box role="presentation">
      <Text
        id={id}
        role="presentation"
        px="3"
        pt="2"
        pb="1"
        fontSize="xs"
        fontWeight="semibold"
        color="fg.muted"
        textTransform="uppercase"
      >
        {label}
      </Text>
      <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" role="group" aria-labelledby={id}>
        {children}
      </Stack>
    </Box>
  );
}
