export { chakraRecipeKeysInRepo } from './chakra-recipes';
export { defineHostConfig, type HostOptions } from './define-host-config';
export { defineRemoteConfig, exposesFrom, type RemoteOptions } from './define-remote-config';
export { API_ORIGIN, devServer } from './dev-server';
export { appDir, REPO_ROOT } from './paths';
export {
  readDependencies,
  SHARED_SINGLETONS,
  type SharedKey,
  type SharedSingleton,
  shared,
  sharedDependencies,
} from './shared-deps';
