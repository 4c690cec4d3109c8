export { loadRemoteModule, loadRemotePage } from './load-remote';
export { ensureRemotesRegistered, resetRemote } from './remotes';
export { atalhoRuntimePlugin, remoteLoadFailures } from './runtime-plugin';
