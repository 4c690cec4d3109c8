import { linkKeys, listLinks } from '@atalho/sdk';
import { SearchIcon } from '@atalho/ui';
import { Box, chakra, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { type SearchResult, searchQuery, searchResults } from './search';

const DEBOUNCE_MS = 300;

function ResultGroup({
  title,
  items,
  onPick,
}: {
  title: string;
  items: SearchResult[];
  onPick(to: string): void;
}) {
  if (items.length === 0) return null;
  return (
    <Box>
      <Text
        px="3"
        pt="2"
        pb="1"
        fontSize="xs"
        fontWeight="semibold"
        color="fg.muted"
        textTransform="uppercase"
      >
        {title}
      </Text>
      <Stack as="ul" gap="0" listStyleType="none">
        {items.map((item) => (
          <Box as="li" key={item.id}>
            <chakra.button
              type="button"
              width="full"
              textAlign="start"
              px="3"
              py="2"
              _hover={{ bg: 'bg.muted' }}
              _focusVisible={{ bg: 'bg.muted', outline: 'none' }}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(item.to)}
            >
              <Text fontWeight="medium" truncate>
                {item.title}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {item.detail}
              </Text>
            </chakra.button>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** The text once it stopped changing for `DEBOUNCE_MS`. */
function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** Searches links as you type; Enter opens the links list filtered by the text. */
export function SearchBox({ onNavigate }: { onNavigate?(): void }) {
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const navigate = useNavigate();
  const panelId = useId();
  const settled = useSettledText(text.trim());
  const query = searchQuery(settled);
  const search = useQuery({
    queryKey: linkKeys.list(query),
    queryFn: () => listLinks(query),
    select: searchResults,
    enabled: settled.length >= 2,
    placeholderData: keepPreviousData,
  });
  const results = settled.length >= 2 ? search.data : undefined;
  const loading = search.isFetching || settled !== text.trim();

  const go = (to: string) => {
    setFocused(false);
    onNavigate?.();
    navigate(to);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    if (typed) go(`/painel/links/shortened?${new URLSearchParams({ page: '0', text: typed })}`);
  };

  const open = focused && text.trim().length >= 2;

  return (
    <search style={{ width: '100%', position: 'relative' }}>
      <form onSubmit={submit}>
        <InputGroup
          startElement={<SearchIcon />}
          endElement={loading && open ? <Spinner size="xs" /> : undefined}
        >
          <Input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            onKeyDown={(event) => event.key === 'Escape' && setFocused(false)}
            placeholder="Buscar links"
            aria-label="Buscar links"
            aria-controls={open ? panelId : undefined}
            bg="bg.subtle"
            borderRadius="full"
          />
        </InputGroup>
      </form>
      {open && results && (
        <Box
          id={panelId}
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
          aria-live="polite"
        >
          {results.length === 0 ? (
            <Text px="3" py="3" color="fg.muted">
              Nada encontrado para “{text.trim()}”.
            </Text>
          ) : (
            <ResultGroup title="Links" items={results} onPick={go} />
          )}
        </Box>
      )}
    </search>
  );
}
