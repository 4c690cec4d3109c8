import type { ContactStatus } from '@atalho/sdk/sms';
import { AlertIcon, CheckCircleIcon, CloseIcon, MessageIcon, PulseIcon } from '@atalho/ui';
import { Badge } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { t } from '../../i18n';

const looks: Record<ContactStatus, { palette: string; icon: ReactNode }> = {
  SAVED: { palette: 'orange', icon: <AlertIcon /> },
  // Spec 002 §4: OPT_IN_REQUIRED carries an icon saying the request is on its way.
  OPT_IN_REQUIRED: { palette: 'blue', icon: <PulseIcon /> },
  OPT_IN_SENDED: { palette: 'blue', icon: <MessageIcon /> },
  OPT_IN_REQUIRED_ERROR: { palette: 'red', icon: <AlertIcon /> },
  OPT_IN: { palette: 'green', icon: <CheckCircleIcon /> },
  OPT_OUT: { palette: 'gray', icon: <CloseIcon /> },
};

export const statusLabel = (status: ContactStatus) => t(`status_${status}`);
export const statusHelp = (status: ContactStatus) => t(`statusHelp_${status}`);

/** A contact's status in Portuguese, with its icon (the kit's icons are hidden from assistive technology: the words say it). */
export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  const look = looks[status];
  return (
    <Badge colorPalette={look.palette} variant="subtle" size="md" gap="1" data-status={status}>
      {look.icon}
      {statusLabel(status)}
    </Badge>
  );
}
