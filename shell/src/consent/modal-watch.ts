/**
 * Open modal dialogs, whoever drew them: Chakra's dialogs and drawers (every remote's), the visitor screens'
 * own (the report panel). A closing Chakra dialog keeps its markup for the exit animation, marked closed.
 */
const MODAL = '[aria-modal="true"]';

function isOpen(dialog: Element): boolean {
  return dialog.getAttribute('data-state') !== 'closed' && dialog.closest('[hidden]') === null;
}

function anyModalOpen(doc: Document = document): boolean {
  return Array.from(doc.querySelectorAll(MODAL)).some(isOpen);
}

/**
 * Calls `onChange` with whether a modal dialog is open, now and each time that changes (the first opens, the
 * last closes). Returns the function that stops watching.
 */
export function watchModalDialogs(onChange: (open: boolean) => void, doc: Document = document): () => void {
  let open = anyModalOpen(doc);
  onChange(open);
  if (typeof MutationObserver === 'undefined') return () => {};
  const observer = new MutationObserver(() => {
    const now = anyModalOpen(doc);
    if (now === open) return;
    open = now;
    onChange(now);
  });
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-modal', 'data-state', 'hidden'],
  });
  return () => observer.disconnect();
}
