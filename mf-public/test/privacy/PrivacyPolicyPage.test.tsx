import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PrivacyPolicyPage } from '../../src/pages/privacy/PrivacyPolicyPage';
import { renderPage } from '../render';

const sdk = vi.hoisted(() => ({
  latestTermsOfUse: vi.fn().mockResolvedValue(null),
  latestPrivacyPolicy: vi.fn().mockResolvedValue(null),
}));
vi.mock('@atalho/sdk', async (importOriginal) => ({ ...(await importOriginal<object>()), ...sdk }));

describe('PrivacyPolicyPage', () => {
  it('lists the third parties with the attribution DB-IP City Lite asks for', async () => {
    renderPage(<PrivacyPolicyPage />);
    expect(await screen.findByRole('heading', { name: 'Serviços e dados de terceiros' })).toBeTruthy();
    expect(screen.getByText(/DB-IP City Lite, licenciada sob CC BY 4.0/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'IP Geolocation by DB-IP' });
    expect(link.getAttribute('href')).toBe('https://db-ip.com');
  });
});
