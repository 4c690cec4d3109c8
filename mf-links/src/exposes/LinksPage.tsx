import { LinksPage } from '../pages/LinksPage';

export default LinksPage;
