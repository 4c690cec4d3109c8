import { SearchIcon } from '@atalho/ui';
import { Input, InputGroup } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';

/** Searches links for now (the links page reads `text`); contacts search joins when SMS exposes it. */
export function SearchBox({ autoFocus = false }: { autoFocus?: boolean }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    navigate(`/painel/links/shortened?${new URLSearchParams({ page: '0', text: query })}`);
  };

  return (
    <search style={{ width: '100%' }}>
      <form onSubmit={submit}>
        <InputGroup startElement={<SearchIcon />}>
          <Input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Buscar links e contatos"
            aria-label="Buscar links e contatos"
            bg="bg.subtle"
            borderRadius="full"
            autoFocus={autoFocus}
          />
        </InputGroup>
      </form>
    </search>
  );
}
