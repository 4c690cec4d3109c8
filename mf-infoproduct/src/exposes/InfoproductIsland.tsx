// Visitor island of the public lead page (decision 027): plain DOM, no React. The server renders the page
// whole (`@atalho/sdk/infoproduct-page`) with a form that posts without JavaScript; this counts the visit and
// takes the form over (checks as you go, no reload, the confirmation in its place).
import type { InfoproductView } from '@atalho/sdk/schemas';
import { type DomVisitorView, loadVisit, trackVisit, type VisitorProps } from '@atalho/ui/visitor-dom';
import { enhanceLeadForm } from '../visitor/lead-form';

/** Where the form posts with JavaScript off: the lead POST, which also takes an HTML form. */
const FORM_ACTION = '/api/v1/infoproducts-forms-answers';

/** Reached without the server's markup (the redirect screen loaded this view): draw the same page here. */
async function drawPage(container: HTMLElement, view: InfoproductView): Promise<void> {
  const { renderInfoproductPage } = await import('@atalho/sdk/infoproduct-page');
  const page = renderInfoproductPage(view, { formAction: FORM_ACTION });
  const style = document.createElement('style');
  style.textContent = page.css;
  const holder = document.createElement('div');
  holder.innerHTML = page.html;
  container.replaceChildren(style, ...holder.childNodes);
}

function mount(container: HTMLElement, props: VisitorProps): () => void {
  let stop = () => {};
  let disposed = false;
  loadVisit(props.initialData, props.code)
    .then(async (visit) => {
      const view = visit?.link.infoproduct;
      if (disposed || !visit || !view) return;
      if (!container.querySelector('.ip-page')) await drawPage(container, view);
      if (disposed) return;
      void trackVisit({ linkId: visit.link.id, visitToken: visit.visitToken, search: props.search });
      const form = container.querySelector<HTMLFormElement>('form[data-ip-form]');
      if (form) stop = enhanceLeadForm(form, view);
    })
    .catch((error: unknown) => console.error('[atalho] lead page', error));
  return () => {
    disposed = true;
    stop();
  };
}

const InfoproductIsland: DomVisitorView = { mount };
export default InfoproductIsland;
