import type { OnlineAddress } from '@atalho/sdk/schemas';
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
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ReactNode, useState } from 'react';
import { t } from '../../i18n';

interface SortableLinksProps {
  links: OnlineAddress[];
  /** Persists the page's new order (ids, top first). */
  onReorder(ids: number[]): void;
  renderLink(link: OnlineAddress, handle: ReactNode): ReactNode;
  /** Inserted before the link at this index (the ad card), or nothing. */
  insertAt?: { index: number; node: ReactNode } | undefined;
}

function SortableItem({ link, children }: { link: OnlineAddress; children(handle: ReactNode): ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: link.id,
    });
  const handle = (
    <IconButton
      ref={setActivatorNodeRef}
      size="sm"
      variant="ghost"
      cursor="grab"
      touchAction="none"
      aria-label={t('dragHandle', { code: link.code })}
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

const codeOf = (links: OnlineAddress[], id: unknown) => links.find((link) => link.id === id)?.code ?? '';

/**
 * The page's links in the person's own order, reordered by dragging a card's handle with the pointer or
 * with the keyboard (space to lift, arrows to move, space to drop, Escape to cancel).
 */
export function SortableLinks({ links, onReorder, renderLink, insertAt }: SortableLinksProps) {
  const [order, setOrder] = useState<OnlineAddress[]>(links);
  const [source, setSource] = useState(links);
  if (source !== links) {
    setSource(links);
    setOrder(links);
  }
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.findIndex((link) => link.id === active.id);
    const to = order.findIndex((link) => link.id === over.id);
    const next = arrayMove(order, from, to);
    setOrder(next);
    onReorder(next.map((link) => link.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('dragInstructions') },
        announcements: {
          onDragStart: ({ active }) => t('dragStart', { code: codeOf(order, active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('dragOver', {
                  code: codeOf(order, active.id),
                  position: order.findIndex((l) => l.id === over.id) + 1,
                })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('dragEnd', {
                  code: codeOf(order, active.id),
                  position: order.findIndex((l) => l.id === over.id) + 1,
                })
              : undefined,
          onDragCancel: ({ active }) => t('dragCancel', { code: codeOf(order, active.id) }),
        },
      }}
    >
      <SortableContext items={order.map((link) => link.id)} strategy={verticalListSortingStrategy}>
        <Stack gap="3">
          {order.map((link, index) => (
            <Box key={link.id} display="contents">
              {insertAt?.index === index ? insertAt.node : null}
              <SortableItem link={link}>{(handle) => renderLink(link, handle)}</SortableItem>
            </Box>
          ))}
          {insertAt && insertAt.index >= order.length ? insertAt.node : null}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
