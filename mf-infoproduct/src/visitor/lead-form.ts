import type { LeadDelivery } from '@atalho/sdk/infoproducts';
import type { InfoproductView } from '@atalho/sdk/schemas';
import { islandCopy } from './copy';

type Field = InfoproductView['formFields'][number];
type Control = HTMLInputElement | HTMLSelectElement;
interface Kit {
  page: typeof import('@atalho/sdk/infoproduct-page');
  client: typeof import('@atalho/sdk/infoproducts');
}

/**
 * The rules, the confirmation's markup and the API client load when a visitor starts the form, not with the
 * page: reading it needs none of them. A failed load is tried again on the next use.
 */
let kit: Promise<Kit> | null = null;
let ready: Kit | null = null;
function loadKit(): Promise<Kit> {
  kit ??= Promise.all([import('@atalho/sdk/infoproduct-page'), import('@atalho/sdk/infoproducts')]).then(
    ([page, client]) => (ready = { page, client }),
    (error: unknown) => {
      kit = null;
      throw error;
    },
  );
  return kit;
}

/** `email.invalid` or `field.12.required`: an error the API tied to one input; a bare key is the form's. */
const FIELD_MESSAGE = /^(email|field\.\d+)\.(required|invalid|invalidSize)$/;

function statusOf(error: unknown): number | null {
  const response = (error as { response?: unknown } | null)?.response;
  return response instanceof Response ? response.status : null;
}

async function messagesOf(error: unknown): Promise<string[]> {
  const response = (error as { response?: unknown } | null)?.response;
  if (!(response instanceof Response)) return [];
  try {
    const body = (await response.clone().json()) as { messages?: unknown };
    return Array.isArray(body.messages) ? body.messages.filter((m) => typeof m === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Takes over the server's lead form (decision 027): the same rules as the lead POST checked on blur and on
 * submit with the page's own messages, then a POST without reload and the confirmation in the form's place,
 * the one the server shows after a form POST. With JavaScript off the form posts as HTML and works the same.
 * Returns the function that lets the form go.
 */
export function enhanceLeadForm(form: HTMLFormElement, view: InfoproductView): () => void {
  // The server's names (`email`, `field.{id}`), so the page's markup is the one source.
  const fields = new Map<string, Field | undefined>([['email', undefined]]);
  for (const field of view.formFields) fields.set(`field.${field.id}`, field);
  const control = (name: string) => form.elements.namedItem(name) as Control | null;
  const submit = form.querySelector<HTMLButtonElement>('[data-ip-submit]');
  const submitLabel = submit?.textContent ?? '';
  let busy = false;
  form.noValidate = true;

  const showError = (page: Kit['page'], name: string, key: string | null) => {
    const input = control(name);
    const slot = input ? form.ownerDocument.getElementById(`${input.id}-error`) : null;
    if (!input || !slot) return;
    slot.textContent = key ? page.leadErrorText(key, fields.get(name)) : '';
    slot.hidden = !key;
    if (key) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', slot.id);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  };
  /** Checked once the rules are here; until then (a few ms after the first focus) the submit checks all. */
  const check = (name: string) => {
    const input = control(name);
    if (input && ready) showError(ready.page, name, ready.page.checkLeadValue(input.value, fields.get(name)));
  };
  const values = () =>
    Object.fromEntries([...fields.keys()].map((name) => [name, control(name)?.value.trim() ?? '']));

  const status = (text: string | null) => {
    form.querySelector('[data-ip-status]')?.remove();
    if (!text) return;
    const alert = form.ownerDocument.createElement('p');
    alert.className = 'ip-status';
    alert.dataset.ipStatus = '';
    alert.setAttribute('role', 'alert');
    alert.textContent = text;
    form.append(alert);
  };
  const setBusy = (on: boolean) => {
    busy = on;
    if (!submit) return;
    submit.setAttribute('aria-busy', String(on));
    submit.textContent = on ? islandCopy.sending : submitLabel;
  };
  const focusFirstInvalid = () => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();

  const confirm = (page: Kit['page'], email: string, delivery: LeadDelivery | null) => {
    const card = form.closest('[data-ip-card]');
    if (!card) return;
    card.innerHTML = page.renderLeadConfirmation(view, { kind: 'sent', email, delivery });
    card.closest('section')?.setAttribute('aria-labelledby', 'ip-confirmation-title');
    card.querySelector<HTMLElement>('#ip-confirmation-title')?.focus();
  };

  const refused = async (page: Kit['page'], error: unknown) => {
    const code = statusOf(error);
    if (code === 400) {
      const messages = await messagesOf(error);
      const placed = messages.flatMap((message) => {
        const match = FIELD_MESSAGE.exec(message);
        return match?.[1] && match[2] && fields.has(match[1]) ? [[match[1], match[2]] as const] : [];
      });
      for (const [name, key] of placed) showError(page, name, key);
      status(placed.length === messages.length && placed.length > 0 ? null : islandCopy.refused);
      focusFirstInvalid();
      return;
    }
    status(code === 429 ? islandCopy.tooMany : islandCopy.retry);
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    status(null);
    setBusy(true);
    let loaded: Kit;
    try {
      loaded = await loadKit();
    } catch {
      // Without the island's parts the form still works as HTML: the server checks it and answers the page.
      form.submit();
      return;
    }
    const { page, client } = loaded;
    const answers = values();
    const errors = page.checkLead(view, answers);
    for (const name of fields.keys()) showError(page, name, errors[name] ?? null);
    if (Object.keys(errors).length > 0) {
      setBusy(false);
      focusFirstInvalid();
      return;
    }
    try {
      const receipt = await client.submitLead({
        email: answers.email ?? '',
        infoproduct: { id: view.id },
        answers: view.formFields
          .map((field) => ({ field: { id: field.id }, value: answers[page.fieldName(field.id)] ?? '' }))
          .filter((answer) => answer.value !== ''),
      });
      confirm(page, receipt.email, receipt.delivery);
    } catch (error) {
      setBusy(false);
      await refused(page, error);
    }
  };
  const onBlur = (event: FocusEvent) => {
    const name = (event.target as Control | null)?.name;
    if (!name || !fields.has(name)) return;
    // An untouched field is not scolded on its way past; a filled or once-refused one is checked.
    const input = control(name);
    if (input?.value.trim() || input?.hasAttribute('aria-invalid')) check(name);
  };
  const onInput = (event: Event) => {
    const name = (event.target as Control | null)?.name;
    if (name && fields.has(name) && control(name)?.hasAttribute('aria-invalid')) check(name);
  };
  const onStart = () => void loadKit().catch(() => undefined);

  const submitListener = (event: Event) => void onSubmit(event as SubmitEvent);
  form.addEventListener('submit', submitListener);
  form.addEventListener('focusout', onBlur);
  form.addEventListener('input', onInput);
  form.addEventListener('change', onInput);
  form.addEventListener('focusin', onStart, { once: true });
  return () => {
    form.removeEventListener('submit', submitListener);
    form.removeEventListener('focusout', onBlur);
    form.removeEventListener('input', onInput);
    form.removeEventListener('change', onInput);
    form.removeEventListener('focusin', onStart);
  };
}
