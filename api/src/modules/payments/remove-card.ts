import { billingMessages } from '@atalho/sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../errors';
import { removeOwnedCard } from './queries';

/**
 * DELETE /api/v1/cards/{cardId}: 404 when the card is not the user's (or already removed); 409 `card.in.use`
 * while a live subscription will charge it and no replacement is named; 422 `card.replacement.invalid` when
 * the replacement is not another usable card of theirs.
 */
export async function removeCard(
  app: FastifyInstance,
  userId: number,
  cardId: number,
  replacementCardId: number | undefined,
  now = new Date(),
): Promise<void> {
  const result = await removeOwnedCard(app.db, userId, cardId, replacementCardId, now);
  if (result === 'not-found') throw notFound();
  if (result === 'in-use') throw new AppError(409, [billingMessages.cardInUse]);
  if (result === 'bad-replacement') throw new AppError(422, [billingMessages.cardReplacementInvalid]);
}
