import { billingMessages, type SavedCard } from '@atalho/sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../errors';
import { usable } from './card-state';
import { findOwnedCard, setOwnedDefaultCard } from './queries';
import { toSavedCard } from './transform';

/** PUT /api/v1/cards/{cardId}/default: 404 when not the user's, 422 `card.invalid` for an unusable card. */
export async function setDefaultCard(
  app: FastifyInstance,
  userId: number,
  cardId: number,
  now = new Date(),
): Promise<SavedCard> {
  const card = await findOwnedCard(app.db, userId, cardId);
  if (!card) throw notFound();
  if (!usable(card, now)) throw new AppError(422, [billingMessages.cardInvalid]);
  const updated = await setOwnedDefaultCard(app.db, userId, cardId);
  if (!updated) throw notFound();
  return toSavedCard(updated, now);
}
