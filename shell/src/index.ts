// Async boundary: the entry holds only the federation runtime and this decision; React, Chakra and
// the app load after the share scope is ready (ARCHITECTURE §2).
import { ensureRemotesRegistered } from './federation/remotes';
import { markFirstPaintAsPicture } from './federation/remove-first-paint';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// A page the server drew for readers without JavaScript is, from now on, the picture the app replaces.
markFirstPaintAsPicture();

// Start fetching /remotes.json while the app chunk downloads; failures surface at load time.
ensureRemotesRegistered().catch(() => undefined);

// The entry's static imports must stay free of shared packages (React, the SDK, @atalho/ui…): they are
// only ready inside this dynamic import. The e2e suites fail with a blank page when this is broken.
void import('./start').then(({ start }) => start(container));
