import { admin } from '../support/api';
import { newUser, signIn } from '../support/auth';
import { expectAxeClean } from '../support/axe';
import { subscribeByApi, testCard, walkWizard } from '../support/billing';
import { dataDir } from '../support/env';
import { expect, test } from '../support/test';

const [BASIC, PRO] = [2, 3];

for (const width of [390, 1366]) {
  test.describe(`changing plan at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('BASIC → PRO: the review states the credit and the charge, then one plan, that charge and its receipt', async ({
      page,
    }) => {
      test.skip(!dataDir, 'needs the server DATA_DIR for the admin CLI');
      // The whole wizard and two axe scans: past 60 s on a loaded 2-core machine.
      test.slow();
      await signIn(page, newUser('upgrade'));
      // A paid BASIC: the trial, then its end charged by the renewal job (R$ 14,90 for a month from then).
      const basic = await subscribeByApi(page, BASIC, 'approved');
      const trialEnd = new Date(basic.next_billing_at ?? 0);
      await admin(
        'job',
        'run',
        'subscriptions.renew',
        '--at',
        new Date(trialEnd.getTime() + 60_000).toISOString(),
      );

      await page.goto(`/plans?planId=${PRO}`);
      await page.getByTestId(`plan-${PRO}`).getByRole('button', { name: 'Assinar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Assinar o plano Profissional' });
      await walkWizard(dialog, await testCard(page, 'approved', 1));
      // Not a day of the paid BASIC month is used yet: all of it is credited, R$ 29,90 − R$ 14,90.
      await expect(dialog.getByTestId('review-credit')).toHaveText(
        /R\$\s14,90 dos dias não usados do plano Básico/,
      );
      await expect(dialog.getByTestId('review-now')).toHaveText(/R\$\s15,00/);
      await expect(dialog.getByTestId('review-trial')).toHaveText(
        /O plano Profissional substitui o plano Básico agora/,
      );
      await expectAxeClean(page, `wizard-review-upgrade-${width}`);
      await dialog.getByRole('button', { name: 'Assinar' }).click();
      await expect(dialog.getByText('Assinatura confirmada!')).toBeVisible();

      await page.goto('/painel/subscriptions');
      await expect(
        page.getByTestId('current-plan').getByRole('heading', { name: 'Profissional' }),
      ).toBeVisible();
      const list = page.getByRole('list', { name: 'Suas assinaturas' });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      const item = page.getByTestId(`subscription-${PRO}`);
      await expect(item.getByTestId('subscription-status')).toHaveText('Ativa');
      await expect(page.getByTestId(`subscription-${BASIC}`)).toHaveCount(0);
      const receipts = page.locator('[data-testid^="receipt-"]').filter({ hasText: 'Profissional' });
      await expect(receipts).toHaveCount(1);
      await expect(receipts).toContainText(/R\$\s15,00/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAxeClean(page, `subscriptions-after-upgrade-${width}`);
    });
  });
}
