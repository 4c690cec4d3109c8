/**
 * `@atalho/ui/light-plans`: the plans grid of the light pages (home, /plans and the panel's plans dialog),
 * with its card and monthly/yearly tabs, and the catalogue in the order it shows it. An entry of its own so
 * the light pages that show no plan (`/lp`) do not download it.
 */
export { PlanGrid, type PlanGridProps } from './PlanGrid';
export { type HighlightedPlan, highlightedPlan, usePlanCatalogue } from './plan-catalogue';
