import { type InfoproductsListQuery, infoproductKeys, listInfoproducts } from '@atalho/sdk/infoproducts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Info products per page (spec 001 §9). */
export const INFOPRODUCTS_PAGE_SIZE = 10;

/** The list's call (spec 001 §7): newest change first, with everything the wizard edits embedded. */
export function infoproductsQuery(page: number): InfoproductsListQuery {
  return {
    page,
    size: INFOPRODUCTS_PAGE_SIZE,
    orderBy: 'dateUpdate:DESC,dateCreate:DESC',
    embedItens: true,
    embedfooterLinks: true,
    embedInfoproductFormFields: true,
    embedInfoproductFormFieldsOptions: true,
  };
}

/** One page of the signed-in user's info products; the previous page stays shown while the next loads. */
export function useInfoproducts(page: number) {
  const query = infoproductsQuery(page);
  return useQuery({
    queryKey: infoproductKeys.list(query),
    queryFn: () => listInfoproducts(query),
    placeholderData: keepPreviousData,
  });
}
