import { useMutation, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, seedQueries, shouldRetry } from '../src/queries/query-client';
import { UiProvider } from '../src/theme/UiProvider';

const httpError = (status: number) =>
  Object.assign(new Error('HTTP'), { response: new Response(null, { status }) });

describe('query client defaults', () => {
  it('retries network failures and 5xx twice, never a 4xx', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(1, httpError(503))).toBe(true);
    expect(shouldRetry(2, httpError(503))).toBe(false);
    expect(shouldRetry(0, httpError(404))).toBe(false);
    expect(shouldRetry(0, httpError(401))).toBe(false);
  });

  it('keeps data fresh for 30 s', () => {
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(30_000);
  });
});

describe('queries seeded from a page the server drew (decision 038)', () => {
  it('start from the embedded data, keep what the cache already has, ignore anything else', () => {
    const client = createQueryClient();
    client.setQueryData(['terms', 'kept'], 'in the cache');
    seedQueries(client, {
      queries: [
        [['plans', 'catalogue'], [{ id: 1 }]],
        [['terms', 'kept'], 'from the page'],
        ['not a key', 1],
        [['no data']],
      ],
    });
    expect(client.getQueryData(['plans', 'catalogue'])).toEqual([{ id: 1 }]);
    expect(client.getQueryData(['terms', 'kept'])).toBe('in the cache');
    expect(client.getQueryCache().getAll()).toHaveLength(2);
    for (const embedded of [undefined, null, 'x', { queries: 'x' }]) seedQueries(client, embedded);
    expect(client.getQueryCache().getAll()).toHaveLength(2);
  });

  it('render the seeded data at once, with no request', async () => {
    const client = createQueryClient();
    seedQueries(client, { queries: [[['plans', 'catalogue'], 'Profissional']] });
    const load = vi.fn(async () => 'da rede');
    function Plans() {
      const plans = useQuery({ queryKey: ['plans', 'catalogue'], queryFn: load });
      return <p>{plans.data ?? 'carregando'}</p>;
    }
    render(
      <UiProvider queryClient={client}>
        <Plans />
      </UiProvider>,
    );
    expect(screen.getByText('Profissional')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('mutations invalidate what they change', () => {
  function Harness({ load, save }: { load: () => Promise<string>; save: () => Promise<void> }) {
    const list = useQuery({ queryKey: ['links', 'list', { page: 0 }], queryFn: load });
    const other = useQuery({ queryKey: ['plans'], queryFn: load });
    const write = useMutation({ mutationFn: save, meta: { invalidates: [['links']] } });
    return (
      <>
        <p>{list.data}</p>
        <p data-testid="plans">{other.data}</p>
        <button type="button" onClick={() => write.mutate()}>
          salvar
        </button>
      </>
    );
  }

  it('refetches every query under the keys in meta.invalidates, and only those', async () => {
    const load = vi.fn().mockResolvedValueOnce('v1').mockResolvedValueOnce('v1').mockResolvedValue('v2');
    render(
      <UiProvider queryClient={createQueryClient({ retry: false })}>
        <Harness load={load} save={() => Promise.resolve()} />
      </UiProvider>,
    );
    expect(await screen.findAllByText('v1')).toHaveLength(2);
    await act(async () => screen.getByRole('button', { name: 'salvar' }).click());
    await waitFor(() => expect(screen.getByText('v2')).toBeTruthy());
    expect(screen.getByTestId('plans').textContent).toBe('v1');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
