import { getMunicipalities, getStates, type StateCode } from '@brazilian-utils/brazilian-utils';
import type { TCityItem, TNationItem, TStateItem } from '@placar/contract';

/** States and municipalities of Brazil as the IBGE publishes them (via @brazilian-utils). */
export function listStates(): TStateItem[] {
  return getStates().map((s) => ({ code: s.code, name: s.name, region: s.regionName }));
}

function stateCode(state: string): StateCode | undefined {
  return getStates().find((s) => s.code === state)?.code;
}

export function listCities(state: string): TCityItem[] | undefined {
  const code = stateCode(state);
  if (!code) return undefined;
  return getMunicipalities(code).map((m) => ({ code: m.code, name: m.name, state: m.stateCode }));
}

const fold = (v: string) => v.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** The IBGE great region of a city (matched by name or IBGE code, accents and case ignored). */
export function findRegion(state: string, city: string) {
  const code = stateCode(state);
  if (!code) return undefined;
  const wanted = fold(city);
  const m = getMunicipalities(code).find((c) => c.code === city || fold(c.name) === wanted);
  if (!m) return undefined;
  const s = getStates().find((x) => x.code === code)!;
  return { code: s.regionCode, name: s.regionName, state: s.code, city: m.name };
}

// Two-letter codes that Intl names but that are not current countries: unions, reserved, test and
// withdrawn codes (Burma, Czechoslovakia, East Germany, USSR, Yugoslavia, Zaire ...).
const NOT_COUNTRIES = new Set(
  'AC AN BU CP CQ CS DD DG DY EA EU EZ FX HV IC NH QO RH SU TA TP UK UN VD XA XB YD YU ZR ZZ'.split(' '),
);
let nations: TNationItem[] | undefined;

/** Every country with its pt-BR name (ISO 3166-1 alpha-2 codes that the ICU data knows). */
export function listNations(): TNationItem[] {
  if (nations) return nations;
  const names = new Intl.DisplayNames(['pt-BR'], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const out: TNationItem[] = [];
  for (const a of letters)
    for (const b of letters) {
      const code = a + b;
      if (NOT_COUNTRIES.has(code)) continue;
      const name = names.of(code);
      if (name && name !== code) out.push({ code, name });
    }
  const brazil = out.find((n) => n.code === 'BR');
  nations = [
    ...(brazil ? [brazil] : []),
    ...out.filter((n) => n.code !== 'BR').sort((x, y) => x.name.localeCompare(y.name, 'pt-BR')),
  ];
  return nations;
}
