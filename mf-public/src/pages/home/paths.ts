/** The paths the home page answers (its aliases included; the shell's light-pages table lists the same). */
export const HOME_PATHS = ['/', '/conversion', '/g', '/f'] as const;
