/**
 * `@atalho/ui/light`: the light public pages' kit (decision 022): plain CSS from the brand tokens, set as
 * variables by `brandVars` on each light root, and the pieces every such page shares. No Chakra.
 */
import './light.css';

export { brandVars } from '../theme/brand-vars';
export { PublicBar } from './PublicBar';
export { CONTACT_EMAIL, PublicFooter } from './PublicFooter';
export { SessionLink } from './SessionLink';
