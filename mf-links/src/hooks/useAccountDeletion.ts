import { useSession } from '@atalho/sdk';
import { deleteAccount } from '@atalho/sdk/account';
import { notify } from '@atalho/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { t } from '../i18n';

/**
 * Deletes the account (the typed e-mail is the confirmation). The server has ended every session with it: the page
 * forgets its own and leaves the panel for the home page.
 */
export function useAccountDeletion() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (confirmation: string) => deleteAccount({ confirmation }),
    onSuccess: () => {
      useSession.getState().logout();
      notify.success(t('accountDeleted'));
      navigate('/', { replace: true });
    },
  });
}
