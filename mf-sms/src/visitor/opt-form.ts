import type { OptDirection, OptPageError, OptPageState } from '@atalho/sdk/sms-opt-page';
import { optPageCopy, renderOptPage } from '@atalho/sdk/sms-opt-page';

const CODE_LENGTH = 4;

/** The API client loads when the fourth digit is typed, not with the page: reading it needs none. */
const loadClient = () => import('@atalho/sdk/sms');

function reasonOf(error: unknown): OptPageError {
  const response = (error as { response?: unknown } | null)?.response;
  if (!(response instanceof Response)) return 'failed';
  if (response.status === 429) return 'tooMany';
  return response.status === 400 || response.status === 404 ? 'refused' : 'failed';
}

/** Draws `state` in place of the page's `<main>` (the server's first one included) and takes its form over. */
export function showOptPage(container: HTMLElement, state: OptPageState): () => void {
  const holder = container.ownerDocument.createElement('div');
  holder.innerHTML = renderOptPage(state);
  const main = holder.firstElementChild;
  if (!main) return () => {};
  const current = container.querySelector('main.opt-page');
  if (current) current.replaceWith(main);
  else container.replaceChildren(main);
  const form = main.querySelector<HTMLFormElement>('form[data-opt-form]');
  if (state.kind !== 'form' || !form) {
    main.querySelector<HTMLElement>('h1')?.setAttribute('tabindex', '-1');
    main.querySelector<HTMLElement>('h1')?.focus();
    return () => {};
  }
  return enhanceOptForm(container, form, state);
}

/**
 * Takes over the server's form (decision 032): the fourth digit submits it, the answer comes by the API without
 * a reload and the next state is drawn in place (the same markup the server answers a form POST with). If the
 * client cannot load, the form posts as HTML, as it does with JavaScript off. Returns the function that lets go.
 */
export function enhanceOptForm(
  container: HTMLElement,
  form: HTMLFormElement,
  state: Extract<OptPageState, { kind: 'form' }>,
): () => void {
  const input = form.elements.namedItem('last4NumberDigits') as HTMLInputElement | null;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const status = form.querySelector<HTMLElement>('[data-opt-status]');
  if (!input) return () => {};
  let busy = false;
  let nativePost = false;
  input.focus();

  const onInput = () => {
    const digits = input.value.replace(/\D/g, '').slice(0, CODE_LENGTH);
    if (digits !== input.value) input.value = digits;
    if (digits.length === CODE_LENGTH) form.requestSubmit();
  };

  const send = async (direction: OptDirection, digits: string) => {
    busy = true;
    input.readOnly = true;
    if (submit) submit.disabled = true;
    if (status) status.textContent = optPageCopy.sending;
    form.setAttribute('aria-busy', 'true');
    let client: Awaited<ReturnType<typeof loadClient>>;
    try {
      client = await loadClient();
    } catch {
      nativePost = true;
      form.submit();
      return;
    }
    const body = { smsOptInCode: state.code, last4NumberDigits: digits };
    try {
      const result = await (direction === 'in' ? client.optIn(body) : client.optOut(body));
      stop();
      showOptPage(container, { kind: 'done', direction, business: result.business || state.business });
    } catch (error) {
      stop();
      showOptPage(container, { ...state, error: reasonOf(error) });
    }
  };

  const onSubmit = (event: SubmitEvent) => {
    if (nativePost) return;
    event.preventDefault();
    const digits = input.value.replace(/\D/g, '');
    if (busy || digits.length !== CODE_LENGTH) return;
    void send(state.direction, digits);
  };

  input.addEventListener('input', onInput);
  form.addEventListener('submit', onSubmit);
  const stop = () => {
    input.removeEventListener('input', onInput);
    form.removeEventListener('submit', onSubmit);
  };
  return stop;
}
