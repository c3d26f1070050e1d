import type { TFeedSwitchPayload, TStreamEnvelope, TSwitchSettings } from '@placar/contract';
import { safeToken } from '../../platform/bus';
import type { Platform } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findFirstProviderTwins, getMatchState } from '../feed';
import { deleteSwitchRow, readSwitchRows, upsertSwitch } from './switch.repository';

export type SwitchCache = { map: Map<string, TSwitchSettings>; replaced: Map<string, string> };

/**
 * The feed switch (seed 001 section 3): per event, `show` and `replace`. A second-provider event
 * with replace=true stands in for its first-provider twin (same sport, teams and start), which is
 * then hidden. Kept in memory per process, reloaded on every `feed.switch.*` message.
 */
export function switchState(platform: Platform): Promise<SwitchCache> {
  const state = platform.modules.sportsbook;
  state.switch ??= loadSwitch(platform);
  return state.switch;
}

function dropSwitch(platform: Platform) {
  platform.modules.sportsbook.switch = undefined;
}

export function watchSwitch(platform: Platform) {
  const unsubscribe = platform.bus.subscribe('feed.switch.>', () => dropSwitch(platform));
  // A change another node published while the bus was down never arrived: reload.
  const unwatch = platform.bus.onReconnect(() => dropSwitch(platform));
  return () => {
    unsubscribe();
    unwatch();
  };
}

async function loadSwitch(platform: Platform): Promise<SwitchCache> {
  const rows = await readSwitchRows(platform);
  const map = new Map(rows.map((r) => [r.event_id, { show: r.show, replace: r.replace }]));
  const replacing = rows.filter((r) => r.replace).map((r) => r.event_id);
  const replaced = new Map<string, string>();
  if (replacing.length > 0) {
    for (const [bg, sr] of await findFirstProviderTwins(platform, replacing)) replaced.set(sr, bg);
  }
  return { map, replaced };
}

export async function getSwitchMap(platform: Platform): Promise<Record<string, TSwitchSettings>> {
  return Object.fromEntries((await switchState(platform)).map);
}

function publish(platform: Platform, eventId: string, settings: TSwitchSettings | null) {
  const payload: TFeedSwitchPayload = { eventId, settings };
  const envelope: TStreamEnvelope = { event: 'switch-event', ts: Date.now(), matchId: eventId, payload };
  dropSwitch(platform);
  platform.bus.publish(`feed.switch.${safeToken(eventId)}`, envelope);
}

/** POST /api/providerswitch/replace: the event replaces its twin; Show defaults to true. */
export async function replaceEvent(
  platform: Platform,
  eventId: string,
  show: boolean | undefined,
  by: number,
) {
  if (!(await getMatchState(platform, eventId))) throw notFound('Evento');
  const settings = { show: show ?? true, replace: true };
  await upsertSwitch(platform, eventId, settings, by);
  publish(platform, eventId, settings);
  return { eventId, ...settings };
}

/** DELETE /api/providerswitch/delete/{eventId}: back to the defaults. */
export async function deleteSwitch(platform: Platform, eventId: string) {
  if (!(await deleteSwitchRow(platform, eventId))) throw notFound('Configuração de troca do evento');
  publish(platform, eventId, null);
  return { eventId, deleted: true as const };
}

/** Sets show/replace directly (admin hide/show of an event). */
export async function setSwitch(
  platform: Platform,
  eventId: string,
  settings: TSwitchSettings,
  by: number | null,
) {
  await upsertSwitch(platform, eventId, settings, by);
  publish(platform, eventId, settings);
}
