import { featuresOf } from '@atalho/sdk/schemas';

const include = (id: number, name: string, order: number, active = true) => ({ id, name, order, active });

/** The catalogue as the API answers it (api/src/modules/plans/catalogue.ts), PRO second for the wizard's tests. */
export const plansPage = {
  content: [
    {
      id: 1,
      name: 'FREE',
      price: 0,
      annualPrice: 0,
      discountPrice: 0,
      discountMonths: 0,
      free: true,
      active: true,
      subscriptionPlanIncludes: [include(1, 'UNLIMITED_LINKS', 1), include(2, 'BIO_PAGE', 2)],
      features: featuresOf('FREE'),
    },
    {
      id: 3,
      name: 'URL_SHORTNER_PRO',
      price: 2990,
      annualPrice: 29900,
      discountPrice: 2490,
      discountMonths: 3,
      free: false,
      active: true,
      subscriptionPlanIncludes: [include(3, 'CUSTOM_PREVIEW', 2), include(4, 'HIDDEN', 3, false)],
      features: featuresOf('PRO'),
    },
    {
      id: 2,
      name: 'URL_SHORTNER_BASIC',
      price: 1490,
      annualPrice: 12600,
      discountPrice: 1290,
      discountMonths: 3,
      free: false,
      active: true,
      subscriptionPlanIncludes: [include(5, 'ACCESS_COUNTS', 1)],
      features: featuresOf('BASIC'),
    },
    {
      id: 4,
      name: 'URL_SHORTNER_BUSINESS',
      price: 7990,
      annualPrice: 67200,
      discountPrice: 7490,
      discountMonths: 3,
      free: false,
      active: true,
      subscriptionPlanIncludes: [include(6, 'API_ACCESS', 1)],
      features: featuresOf('BUSINESS'),
    },
  ],
  totalElements: 4,
  totalPages: 1,
  number: 0,
  size: 100,
  first: true,
  last: true,
  empty: false,
};
