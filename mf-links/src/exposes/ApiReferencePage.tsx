import { ApiReferencePage } from '../pages/ApiReferencePage';

export default ApiReferencePage;
