import type { VisitorProps } from '@atalho/ui/visitor';
import { OptPage } from '../visitor/OptPage';

/** /i/{code}: the SMS opt-in confirmation (visitor view: plain React and CSS). */
export default function OptInPage({ code }: VisitorProps) {
  return <OptPage kind="opt-in" code={code} />;
}
