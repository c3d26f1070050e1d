import { streamApi } from '@placar/contract/routes.gen';
import { api } from '../api/client';
import { type NetworkWatch, StreamManager } from './stream-manager';

/** navigator.onLine and the window's online/offline events. */
export function browserNetwork(win: Window = window): NetworkWatch {
  return {
    isOnline: () => win.navigator.onLine,
    subscribe(onChange) {
      const online = () => onChange(true);
      const offline = () => onChange(false);
      win.addEventListener('online', online);
      win.addEventListener('offline', offline);
      return () => {
        win.removeEventListener('online', online);
        win.removeEventListener('offline', offline);
      };
    },
  };
}

let shared: StreamManager | null = null;

/** The app's one stream manager (created on first use). */
export function getStreams(): StreamManager {
  shared ??= new StreamManager({
    createEventSource: (url) => new EventSource(url),
    getTicket: async () => (await api.call(streamApi.ticket)).ticket,
    network: browserNetwork(),
  });
  return shared;
}
