export * from './PlanLockedNotice';
export * from './plan-labels';
