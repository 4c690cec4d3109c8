/**
 * `@atalho/ui/light-plans`: the plan card and the monthly/yearly tabs of the light pages (home, /plans and
 * the panel's plans dialog), with the price rules they show. An entry of its own so the light pages that
 * show no plan (`/lp`) do not download it.
 */
export { PeriodTabs, type PeriodTabsProps } from './PeriodTabs';
export { PlanCard, type PlanCardProps } from './PlanCard';
