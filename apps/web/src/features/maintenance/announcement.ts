import { readMaintenanceMessage, type TMaintenanceMessage } from '@placar/contract';
import { flagsApi } from '@placar/contract/routes.gen';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api/client';

/** The global announcement (GET /api/MaintenanceMessage/GetActiveMessage). */
export const announcementQuery = queryOptions({
  queryKey: ['maintenance-message'],
  queryFn: async (): Promise<TMaintenanceMessage> => {
    // checked by hand (the contract's typed check), so the shell does not load zod for it
    const message = readMaintenanceMessage(await api.call(flagsApi.maintenanceMessage));
    if (!message) throw new Error('Aviso de manutenção em formato inesperado.');
    return message;
  },
  staleTime: 120_000,
});

const DISMISSED = 'announcement-dismissed';

/** A message the player closed stays closed for this tab; a changed message opens again. */
export function announcementKey(m: TMaintenanceMessage) {
  return `${m.title}\n${m.description}`;
}
export function isDismissed(m: TMaintenanceMessage) {
  try {
    return sessionStorage.getItem(DISMISSED) === announcementKey(m);
  } catch {
    return false;
  }
}
export function dismiss(m: TMaintenanceMessage) {
  try {
    sessionStorage.setItem(DISMISSED, announcementKey(m));
  } catch {
    /* private mode: closes for this page only */
  }
}
