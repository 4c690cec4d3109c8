import { SearchIcon } from '@atalho/ui';
import { Box, chakra, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { type SearchResult, searchPanel } from './search';

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

/** Searches links and SMS contacts as you type; Enter opens the links list filtered by the text. */
export function SearchBox({ onNavigate }: { onNavigate?(): void }) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<SearchResult[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [focused, setFocused] = useState(false);
  const navigate = useNavigate();
  const panelId = useId();

  useEffect(() => {
    const query = text.trim();
    if (query.length < 2) {
      setResults(null);
      return;
    }
    let active = true;
    setLoading(true);
    const timer = setTimeout(() => {
      searchPanel(query).then((found) => {
        if (!active) return;
        setResults(found);
        setLoading(false);
      });
    }, DEBOUNCE_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [text]);

  const go = (to: string) => {
    setFocused(false);
    onNavigate?.();
    navigate(to);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query) go(`/painel/links/shortened?${new URLSearchParams({ page: '0', text: query })}`);
  };

  const open = focused && text.trim().length >= 2;
  const links = results?.filter((item) => item.kind === 'link') ?? [];
  const contacts = results?.filter((item) => item.kind === 'contact') ?? [];

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
            placeholder="Buscar links e contatos"
            aria-label="Buscar links e contatos"
            aria-controls={open ? panelId : undefined}
            aria-expanded={open}
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
            <>
              <ResultGroup title="Links" items={links} onPick={go} />
              <ResultGroup title="Contatos" items={contacts} onPick={go} />
            </>
          )}
        </Box>
      )}
    </search>
  );
}
