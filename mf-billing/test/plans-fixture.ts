export const plansPage = {
  content: [
    {
      id: 1,
      name: 'URL_SHORTNER_FREE',
      price: 0,
      annualPrice: 0,
      free: true,
      active: true,
      subscriptionPlanIncludes: [{ id: 1, name: 'SHORT_LINKS', order: 1, active: true }],
    },
    {
      id: 3,
      name: 'URL_SHORTNER_PRO',
      price: 2990,
      annualPrice: 29900,
      free: false,
      active: true,
      subscriptionPlanIncludes: [
        { id: 2, name: 'CUSTOM_PREVIEW', order: 2, active: true },
        { id: 3, name: 'HIDDEN', order: 3, active: false },
      ],
    },
  ],
  totalElements: 2,
  totalPages: 1,
  number: 0,
  size: 100,
  first: true,
  last: true,
  empty: false,
};
