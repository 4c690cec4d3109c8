import { deleteLead, infoproductKeys } from '@atalho/sdk/infoproducts';
import { useMutation } from '@tanstack/react-query';

/** DELETE /infoproducts-forms-answers/{id}; the item's lead count changes too, so the whole area refreshes. */
export function useDeleteLead() {
  return useMutation({ mutationFn: deleteLead, meta: { invalidates: [infoproductKeys.all] } });
}
