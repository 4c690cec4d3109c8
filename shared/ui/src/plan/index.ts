export * from './PlanLockedNotice';
