// A light public page (decision 022): React and plain CSS, no Chakra UI, no @atalho/ui root, no react-router.
import { LandingPage } from '../pages/lp/LandingPage';

export default LandingPage;
