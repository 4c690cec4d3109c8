import { SortIcon } from '@atalho/ui';
import { Badge, Button, Menu, Portal } from '@chakra-ui/react';
import { t } from '../../i18n';
import { isOrderedBy, toggleOrder } from './filter-rules';
import type { OrderDirection, OrderField, OrderKey } from './links-view';

const choices = [
  { field: 'dateCreate', direction: 'DESC', label: 'orderNewest' },
  { field: 'dateCreate', direction: 'ASC', label: 'orderOldest' },
  { field: 'clicks', direction: 'DESC', label: 'orderMostClicked' },
  { field: 'clicks', direction: 'ASC', label: 'orderLeastClicked' },
] as const satisfies readonly { field: OrderField; direction: OrderDirection; label: string }[];

/**
 * Ordering (spec 001 §2): by creation date and clicks, each ascending or descending, several at once in the
 * order picked. With none picked the list shows the person's own (drag and drop) order.
 */
export function OrderMenu({
  orderBy,
  onChange,
}: {
  orderBy: OrderKey[];
  onChange(orderBy: OrderKey[]): void;
}) {
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
              <Menu.CheckboxItem
                value="manual"
                checked={orderBy.length === 0}
                onCheckedChange={() => onChange([])}
              >
                {t('orderManual')}
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
              {choices.map(({ field, direction, label }) => (
                <Menu.CheckboxItem
                  key={`${field}:${direction}`}
                  value={`${field}:${direction}`}
                  checked={isOrderedBy(orderBy, field, direction)}
                  onCheckedChange={() => onChange(toggleOrder(orderBy, field, direction))}
                >
                  {t(label)}
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
