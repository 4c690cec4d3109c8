import { WhatsNewPage } from '../pages/WhatsNewPage';

export default WhatsNewPage;
