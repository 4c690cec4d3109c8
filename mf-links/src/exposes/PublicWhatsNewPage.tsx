// A light public page (decisions 022 and 038): React and plain CSS, no Chakra UI, no @atalho/ui root, no router.
import { PublicWhatsNewPage } from '../whats-new/PublicWhatsNewPage';

export default PublicWhatsNewPage;
