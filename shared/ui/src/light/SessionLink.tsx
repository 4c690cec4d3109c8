import { useSession } from '@atalho/sdk';
import { t } from '@atalho/ui/i18n';
import { signInWithGoogle } from '../navigation/sign-in';

/** "Entrar" for visitors (back to `targetRoute` after sign-in), "Ir para o painel" when signed in. */
export function SessionLink({ targetRoute }: { targetRoute: string }) {
  const signedIn = useSession((session) => session.token !== null);
  if (signedIn) {
    return (
      <a className="pub-button" href="/painel">
        {t('action.goToPanel')}
      </a>
    );
  }
  return (
    <button type="button" className="pub-button" onClick={() => signInWithGoogle(targetRoute)}>
      {t('action.signIn')}
    </button>
  );
}
