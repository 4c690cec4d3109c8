import { GripIcon } from '@atalho/ui';
import { Box, IconButton, Stack } from '@chakra-ui/react';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { t } from '../i18n';

interface SortableListProps<T extends { key: string }> {
  items: readonly T[];
  /** A name for the item, read by assistive technology while it moves. */
  nameOf(item: T): string;
  /** Called with the indexes of a move (the caller reassigns the order). */
  onMove(from: number, to: number): void;
  renderItem(item: T, index: number, handle: ReactNode): ReactNode;
}

function SortableItem({
  id,
  name,
  children,
}: {
  id: string;
  name: string;
  children(handle: ReactNode): ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const handle = (
    <IconButton
      ref={setActivatorNodeRef}
      size="sm"
      variant="ghost"
      cursor="grab"
      touchAction="none"
      aria-label={t('dragHandle', { name })}
      {...attributes}
      {...listeners}
    >
      <GripIcon />
    </IconButton>
  );
  return (
    <Box
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      opacity={isDragging ? 0.85 : 1}
    >
      {children(handle)}
    </Box>
  );
}

/**
 * A list reordered by dragging each item's handle, with the pointer or the keyboard (space or Enter to lift,
 * arrows to move, space or Enter to drop, Escape to cancel).
 */
export function SortableList<T extends { key: string }>({
  items,
  nameOf,
  onMove,
  renderItem,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: unknown) => items.findIndex((item) => item.key === id);
  const nameAt = (id: unknown) => {
    const item = items[indexOf(id)];
    return item ? nameOf(item) : '';
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(indexOf(active.id), indexOf(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('dragInstructions') },
        announcements: {
          onDragStart: ({ active }) => t('dragStart', { name: nameAt(active.id) }),
          onDragOver: ({ active, over }) =>
            over ? t('dragOver', { name: nameAt(active.id), position: indexOf(over.id) + 1 }) : undefined,
          onDragEnd: ({ active, over }) =>
            over ? t('dragEnd', { name: nameAt(active.id), position: indexOf(over.id) + 1 }) : undefined,
          onDragCancel: ({ active }) => t('dragCancel', { name: nameAt(active.id) }),
        },
      }}
    >
      <SortableContext items={items.map((item) => item.key)} strategy={verticalListSortingStrategy}>
        <Stack gap="2" as="ul" listStyleType="none" m="0" p="0">
          {items.map((item, index) => (
            <Box as="li" key={item.key}>
              <SortableItem id={item.key} name={nameOf(item)}>
                {(handle) => renderItem(item, index, handle)}
              </SortableItem>
            </Box>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
