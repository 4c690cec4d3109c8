/**
 * `@atalho/sdk/infoproduct-page`: the public lead page's markup and stylesheet (spec 000 §2 "Info-product public
 * page"), framework-free, so the API renders `/{subdomain}`, the editor its previews and mf-infoproduct's island
 * its confirmation with the same code. The answer rules the island checks before posting are here too.
 */
export { contrast, readableOn, VISIBLE_CONTRAST } from './colors';
export { infoproductPageCopy, leadErrorText } from './copy';
export {
  formatExpiry,
  type InfoproductPageOptions,
  type InfoproductPageState,
  renderInfoproductPage,
  renderLeadConfirmation,
} from './render';
export { checkLead, checkLeadValue, fieldName, LEAD_EMAIL_PATTERN } from './rules';
