import { deleteInfoproduct, infoproductKeys } from '@atalho/sdk/infoproducts';
import { useMutation } from '@tanstack/react-query';

/** DELETE /infoproduts/{id}: the page, its link and its leads. */
export function useDeleteInfoproduct() {
  return useMutation({ mutationFn: deleteInfoproduct, meta: { invalidates: [infoproductKeys.all] } });
}
