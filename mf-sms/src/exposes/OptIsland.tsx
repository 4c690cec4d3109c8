// Visitor island of the opt-in and opt-out pages (decision 032): plain DOM, no React. The server renders the
// page whole (`@atalho/sdk/sms-opt-page`) with a form that posts without JavaScript; this makes the fourth digit
// submit it and draws the answer in place.
import type { OptPageState } from '@atalho/sdk/sms-opt-page';
import type { DomVisitorView, VisitorProps } from '@atalho/ui/visitor-dom';
import { enhanceOptForm, showOptPage } from '../visitor/opt-form';

function embeddedState(initialData: unknown): OptPageState | undefined {
  const opt = (initialData as { opt?: unknown } | null)?.opt;
  const kind = (opt as { kind?: unknown } | null)?.kind;
  return kind === 'form' || kind === 'done' || kind === 'invalid' ? (opt as OptPageState) : undefined;
}

/** Reached without the server's markup (the standalone dev server): ask the API and draw the same page. */
async function drawPage(container: HTMLElement, code: string): Promise<() => void> {
  const [{ optPageCss }, { getOptInConfig }] = await Promise.all([
    import('@atalho/sdk/sms-opt-page'),
    import('@atalho/sdk/sms'),
  ]);
  const style = container.ownerDocument.createElement('style');
  style.textContent = optPageCss;
  container.ownerDocument.head.append(style);
  const direction = window.location.pathname.startsWith('/o/') ? 'out' : 'in';
  const business = await getOptInConfig(code).then(
    (config) => config.business,
    () => null,
  );
  return showOptPage(
    container,
    business === null ? { kind: 'invalid' } : { kind: 'form', direction, code, business },
  );
}

function mount(container: HTMLElement, props: VisitorProps): () => void {
  const state = embeddedState(props.initialData);
  const form = container.querySelector<HTMLFormElement>('form[data-opt-form]');
  if (state?.kind === 'form' && form) return enhanceOptForm(container, form, state);
  if (state) return () => {};
  let stop = () => {};
  let disposed = false;
  drawPage(container, props.code)
    .then((release) => {
      if (disposed) release();
      else stop = release;
    })
    .catch((error: unknown) => console.error('[atalho] opt-in page', error));
  return () => {
    disposed = true;
    stop();
  };
}

const OptIsland: DomVisitorView = { mount };
export default OptIsland;
