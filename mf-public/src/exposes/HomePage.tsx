// A light public page (decision 023): React and plain CSS, no Chakra UI, no @atalho/ui root, no react-router.
import { HomePage } from '../pages/home/HomePage';

export default HomePage;
