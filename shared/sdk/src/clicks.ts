import { api } from './client';
import type { ClickAck, CreateClickBody } from './schemas/clicks';

/**
 * POST /api/v1/clicks. `keepalive` lets the request finish while the redirect screen navigates away.
 */
export function registerClick(body: CreateClickBody): Promise<ClickAck> {
  return api.post('clicks', { json: body, keepalive: true }).json<ClickAck>();
}
