import { BioEditorPage } from '../pages/BioEditorPage';

export default BioEditorPage;
