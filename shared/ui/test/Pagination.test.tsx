import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from '../src/navigation/Pagination';
import { renderWithUi } from './render';

describe('Pagination', () => {
  it('renders nothing with a single page', () => {
    renderWithUi(<Pagination page={0} totalPages={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Próxima página' })).toBeNull();
  });

  it('reports 0-based pages for number buttons and next/previous', async () => {
    const onPageChange = vi.fn();
    renderWithUi(<Pagination page={1} totalPages={5} onPageChange={onPageChange} />);
    const current = screen.getByRole('button', { name: 'Página 2' });
    expect(current.getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(onPageChange).toHaveBeenLastCalledWith(2));
    onPageChange.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(onPageChange).toHaveBeenLastCalledWith(2));
    fireEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    await waitFor(() => expect(onPageChange).toHaveBeenLastCalledWith(0));
  });

  it('disables previous on the first page', () => {
    renderWithUi(<Pagination page={0} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Página anterior' }).hasAttribute('disabled')).toBe(true);
  });
});
