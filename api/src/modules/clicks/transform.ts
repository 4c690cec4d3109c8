import type { Click } from '@atalho/sdk/schemas';
import type { OwnedClickRow } from './queries';

const propertyNames = [
  ['platform', 'platform'],
  ['breakpoint-name', 'breakpointName'],
  ['share-on', 'shareOn'],
  ['country', 'country'],
  ['state', 'state'],
  ['city', 'city'],
] as const;

export function toClick({ click, onlineAddress }: OwnedClickRow): Click {
  return {
    id: click.id,
    onlineAddress,
    clickProperties: propertyNames.flatMap(([name, column]) => {
      const value = click[column];
      return value ? [{ name, value, type: 'STANDARD' as const }] : [];
    }),
    userSessionId: click.userSessionId,
    dateCreate: click.createdAt.toISOString(),
  };
}
