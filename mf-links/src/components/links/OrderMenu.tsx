import { SortIcon } from '@atalho/ui';
import { Badge, Button, Menu, Portal } from '@chakra-ui/react';
import { t } from '../../i18n';
import { isOrderedBy, pickOrder } from './filter-rules';
import {
  isManualOrder,
  type ListOrder,
  MANUAL_ORDER,
  type OrderDirection,
  type OrderField,
} from './links-view';

const choices = [
  { field: 'dateCreate', direction: 'DESC', label: 'orderNewest' },
  { field: 'dateCreate', direction: 'ASC', label: 'orderOldest' },
  { field: 'clicks', direction: 'DESC', label: 'orderMostClicked' },
  { field: 'clicks', direction: 'ASC', label: 'orderLeastClicked' },
] as const satisfies readonly { field: OrderField; direction: OrderDirection; label: string }[];

/**
 * Ordering (spec 001 §2): by creation date and clicks, each ascending or descending, several at once in the
 * order picked; with none picked, newest first. The person's own (drag and drop) order is a choice of its own,
 * the only one in which cards can be dragged (decision 018).
 */
export function OrderMenu({ orderBy, onChange }: { orderBy: ListOrder; onChange(orderBy: ListOrder): void }) {
  const manual = isManualOrder(orderBy);
  return (
    <Menu.Root closeOnSelect={false} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm">
          <SortIcon />
          {t('orderTitle')}
          {orderBy.length ? <Badge colorPalette="brand">{orderBy.length}</Badge> : null}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t('orderTitle')}</Menu.ItemGroupLabel>
              {choices.map(({ field, direction, label }) => (
                <Menu.CheckboxItem
                  key={`${field}:${direction}`}
                  value={`${field}:${direction}`}
                  checked={isOrderedBy(orderBy, field, direction)}
                  onCheckedChange={() => onChange(pickOrder(orderBy, field, direction))}
                >
                  {t(label)}
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
              ))}
              <Menu.Separator />
              <Menu.CheckboxItem
                value="manual"
                checked={manual}
                onCheckedChange={() => onChange(manual ? [] : [MANUAL_ORDER])}
              >
                {t('orderManual')}
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
