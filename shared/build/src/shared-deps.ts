export interface SharedSingleton {
  singleton: true;
  requiredVersion: string | false;
}

const singleton = (requiredVersion: string | false): SharedSingleton => ({
  singleton: true,
  requiredVersion,
});

/**
 * The one list of federation singletons, used by the shell (host) and by every remote.
 * `react/` and `react-dom/` (trailing slash) share React 19's subpath imports (jsx-runtime, client);
 * without them a remote can end up with a second React. The workspace packages are shared with
 * their subpaths too, so `@atalho/ui/i18n` or `@atalho/sdk/schemas` resolve to one copy on the page.
 */
export const shared: Record<string, SharedSingleton> = {
  react: singleton('19.3.1'),
  'react/': singleton('19.3.1'),
  'react-dom': singleton('19.3.1'),
  'react-dom/': singleton('19.3.1'),
  'react-router': singleton('7.18.5'),
  '@chakra-ui/react': singleton('3.37.0'),
  '@emotion/react': singleton('11.14.0'),
  zustand: singleton('5.1.0'),
  '@atalho/sdk': singleton(false),
  '@atalho/sdk/': singleton(false),
  '@atalho/ui': singleton(false),
  '@atalho/ui/': singleton(false),
};
