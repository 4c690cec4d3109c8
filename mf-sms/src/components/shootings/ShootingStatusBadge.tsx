import type { ShootingStatus } from '@atalho/sdk/sms';
import { AlertIcon, CheckCircleIcon, EditIcon, PulseIcon } from '@atalho/ui';
import { Badge } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { t } from '../../i18n';

const looks: Record<ShootingStatus, { palette: string; icon: ReactNode }> = {
  SAVED: { palette: 'gray', icon: <EditIcon /> },
  SCHEDULED: { palette: 'purple', icon: <PulseIcon /> },
  PROCESSING: { palette: 'blue', icon: <PulseIcon /> },
  SENT: { palette: 'green', icon: <CheckCircleIcon /> },
  FAILURE: { palette: 'red', icon: <AlertIcon /> },
};

export const shootingStatusLabel = (status: ShootingStatus) => t(`shootingStatus_${status}`);

/** A campaign's status in Portuguese with its icon (the icon is decoration; the word says it). */
export function ShootingStatusBadge({ status }: { status: ShootingStatus }) {
  const look = looks[status];
  return (
    <Badge colorPalette={look.palette} variant="subtle" size="md" gap="1" data-status={status}>
      {look.icon}
      {shootingStatusLabel(status)}
    </Badge>
  );
}
