import { t } from '@atalho/ui/i18n';
import { ButtonGroup, Pagination as ChakraPagination, IconButton } from '@chakra-ui/react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';

export interface PaginationProps {
  /** 0-based, like the API's `page`. */
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
  size?: 'xs' | 'sm' | 'md';
}

/** Page-number buttons with previous/next; hidden when there is one page or none. */
export function Pagination({ page, totalPages, onPageChange, size = 'sm' }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <ChakraPagination.Root
      count={totalPages}
      pageSize={1}
      page={page + 1}
      siblingCount={1}
      onPageChange={(details) => onPageChange(details.page - 1)}
      aria-label={t('pagination.label')}
    >
      <ButtonGroup variant="ghost" size={size} wrap="wrap">
        <ChakraPagination.PrevTrigger asChild>
          <IconButton aria-label={t('pagination.previous')}>
            <ChevronLeftIcon />
          </IconButton>
        </ChakraPagination.PrevTrigger>
        <ChakraPagination.Items
          render={(item) => (
            <IconButton
              variant={{ base: 'ghost', _selected: 'solid' }}
              aria-label={t('pagination.page', { page: item.value })}
            >
              {item.value}
            </IconButton>
          )}
        />
        <ChakraPagination.NextTrigger asChild>
          <IconButton aria-label={t('pagination.next')}>
            <ChevronRightIcon />
          </IconButton>
        </ChakraPagination.NextTrigger>
      </ButtonGroup>
    </ChakraPagination.Root>
  );
}
