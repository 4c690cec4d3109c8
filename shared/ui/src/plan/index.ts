export * from './AnalyticsUpsell';
export * from './PlanLockedNotice';
export * from './plan-labels';
export * from './use-entitlement';
