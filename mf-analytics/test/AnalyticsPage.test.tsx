import { system } from '@atalho/ui';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Dashboard from '../src/exposes/Dashboard';
import { AnalyticsPage } from '../src/pages/AnalyticsPage';
import { renderPage } from './render';

describe('AnalyticsPage', () => {
  it('shows the heading and the coming-soon dashboard for all links', () => {
    renderPage(<AnalyticsPage />, '/painel/analytics');
    expect(screen.getByRole('heading', { level: 1, name: 'Métricas' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Painel de cliques' })).toBeTruthy();
    expect(screen.getByText('Em breve')).toBeTruthy();
    expect(screen.getByText('Métricas de todos os seus links.')).toBeTruthy();
  });

  it('narrows to the link in ?onlineAddressId=', () => {
    renderPage(<AnalyticsPage />, '/painel/analytics?onlineAddressId=42');
    expect(screen.getByText('Métricas do link selecionado (#42).')).toBeTruthy();
  });
});

describe('Dashboard (exposed)', () => {
  it('takes onlineAddressId as a prop', () => {
    render(
      <ChakraProvider value={system}>
        <Dashboard onlineAddressId={7} />
      </ChakraProvider>,
    );
    expect(screen.getByText('Métricas do link selecionado (#7).')).toBeTruthy();
  });
});
