// /plans drawn by the server with the catalogue (decision 038): the same page the shell mounts, so its text is in
// the HTML and the app's first render draws the same boxes in the same places.
import { PLAN_CATALOGUE_QUERY, planKeys } from '@atalho/sdk';
import type { SubscriptionPlanPage } from '@atalho/sdk/schemas';
import { apiRead, type ServerPage } from '@atalho/sdk/server-page';
import { drawServerPage } from '@atalho/ui/server-page';
import { t } from '../i18n';
import { PlansPage } from '../pages/PlansPage';

const plans: ServerPage = {
  reads: { catalogue: apiRead('subscriptions-plans', PLAN_CATALOGUE_QUERY) },
  params: ['planId', 'd'],
  render({ answers, params }) {
    const catalogue = answers.catalogue as SubscriptionPlanPage;
    return drawServerPage(
      t('plansTitle'),
      [[planKeys.catalogue(), catalogue.content]],
      <PlansPage light search={`?${new URLSearchParams(params)}`} />,
    );
  },
};

export const serverPages: Readonly<Record<string, ServerPage>> = { '/plans': plans };
