import { admin } from '../support/api';
import { newUser, signIn } from '../support/auth';
import { expectAxeClean } from '../support/axe';
import { subscribeByApi } from '../support/billing';
import { dataDir } from '../support/env';
import { expect, test } from '../support/test';

/** The PRO plan of the catalogue (spec 002 §3). */
const PRO = 3;
const DAY = 86_400_000;

for (const width of [390, 1366]) {
  test.describe(`a failed renewal at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the insufficient-funds card fails the renewal: the plan stays, the panel shows the grace notice', async ({
      page,
    }) => {
      test.skip(!dataDir, 'needs the server DATA_DIR for the admin CLI');
      await signIn(page, newUser('dunning'));
      // A new person: a 7-day trial with a card that saves but cannot pay.
      const trial = await subscribeByApi(page, PRO, 'insufficient_funds');
      expect(trial.status).toBe('future');
      const trialEnd = new Date(trial.next_billing_at ?? 0);

      // The renewal job, run as if the trial had ended a minute ago: the charge is refused.
      const failedAt = new Date(trialEnd.getTime() + 60_000);
      const run = JSON.parse(
        await admin('job', 'run', 'subscriptions.renew', '--at', failedAt.toISOString()),
      ) as { retrying: number };
      expect(run.retrying).toBeGreaterThanOrEqual(1);

      await page.goto('/painel/subscriptions');
      const item = page.getByTestId(`subscription-${PRO}`);
      const notice = item.getByTestId('subscription-past-due');
      await expect(notice).toContainText('Não conseguimos cobrar a renovação');
      const day = (date: Date) => date.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
      await expect(notice).toContainText(
        `Vamos tentar de novo em ${day(new Date(failedAt.getTime() + DAY))}`,
      );
      await expect(notice).toContainText(`em ${day(new Date(failedAt.getTime() + 5 * DAY))}`);
      // Still the plan's benefits: no cancel happened, the status is the trial's.
      await expect(item.getByTestId('subscription-status')).toHaveText('Em teste grátis');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAxeClean(page, `subscriptions-past-due-${width}`);

      // The panel's notifications say it too, with the way to the subscriptions.
      await page.getByRole('button', { name: /^Notificações/ }).click();
      await expect(page.getByText('Renovação do plano Profissional recusada')).toBeVisible();
      await page.getByRole('button', { name: 'Ver assinatura' }).click();
      await expect(page).toHaveURL(/\/painel\/subscriptions/);
    });
  });
}
