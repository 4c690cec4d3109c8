import type { VisitorProps } from '@atalho/ui/visitor';
import { OptPage } from '../visitor/OptPage';

/** /o/{code}: the SMS opt-out (visitor view: plain React and CSS). */
export default function OptOutPage({ code }: VisitorProps) {
  return <OptPage kind="opt-out" code={code} />;
}
