/**
 * `@atalho/sdk/sms-opt-page`: the public opt-in and opt-out pages' markup and stylesheet (spec 000 §2),
 * framework-free, so the API renders `/i/{code}` and `/o/{code}` (and the form POST's answer) and mf-sms's
 * island its next states with the same code.
 */
export { optPageCopy } from './copy';
export { optPageCss } from './css';
export {
  type OptDirection,
  type OptPageError,
  type OptPageState,
  optErrorText,
  optFormAction,
  optPageTitle,
  renderOptPage,
} from './render';
