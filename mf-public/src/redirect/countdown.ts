import type { OnlineAddressView } from '@atalho/sdk/schemas';
import { vt } from './copy';
import { h } from './dom';
import { renderLoader } from './loader';
import { waitPlanFor } from './wait-rules';

export interface CountdownOptions {
  link: OnlineAddressView;
  /** Runs once, when the plan's seconds have passed (at once for a wait of 0). */
  onElapsed: () => void;
}

/**
 * The countdown to the destination: progress starts at the plan's value and grows each second; cancelling
 * freezes it and offers "continue" and "report this link". Returns the screen and the function that stops
 * its timer.
 */
export function renderCountdown({ link, onElapsed }: CountdownOptions): {
  root: HTMLElement;
  stop: () => void;
} {
  const plan = waitPlanFor(link);
  const loader = renderLoader({ plan, url: link.url });
  let elapsed = 0;
  let timer: number | undefined;
  let left = false;
  const stop = () => window.clearInterval(timer);
  const leave = () => {
    stop();
    if (left) return;
    left = true;
    onElapsed();
  };

  const progressAt = (seconds: number) =>
    plan.seconds === 0 ? 100 : Math.min(100, plan.startProgress + plan.stepPerSecond * seconds);
  loader.setProgress(progressAt(0));

  const cancel = h('button', { type: 'button', className: 'atl-button atl-button--outline' }, vt('cancel'));
  loader.actions.append(cancel);
  cancel.addEventListener('click', () => {
    stop();
    const report = h(
      'button',
      { type: 'button', className: 'atl-button atl-button--ghost' },
      vt('reportLink'),
    );
    report.addEventListener('click', async () => {
      // The form loads only when asked for: most visitors never open it.
      const { openReportPanel } = await import('./report/report-panel');
      openReportPanel(loader.root, { onlineAddressId: link.id, onClose: () => report.focus() });
    });
    loader.actions.replaceChildren(
      h('p', { className: 'atl-muted', role: 'status' }, vt('cancelled')),
      h('a', { className: 'atl-button', href: link.url, rel: 'noopener nofollow' }, vt('continue')),
      report,
    );
  });

  if (plan.seconds === 0) {
    queueMicrotask(leave);
  } else {
    timer = window.setInterval(() => {
      elapsed += 1;
      loader.setProgress(progressAt(elapsed));
      if (elapsed >= plan.seconds) leave();
    }, 1000);
  }
  return { root: loader.root, stop };
}
