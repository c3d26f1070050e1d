/**
 * The sports the simulator plays, with their Sportradar ids, the slugs of the seeds and the market layout of
 * seed 001 section 9.
 */
export type SportKey =
  | 'futebol'
  | 'basquete'
  | 'beisebol'
  | 'tenis'
  | 'futebol-americano'
  | 'hoquei-gelo'
  | 'volei'
  | 'formula-1'
  | 'mma'
  | 'xadrez'
  | 'esports';

/** Seed 001 section 9: which outcomes the principal market of a sport shows. */
export type MarketLayout = '1x2' | 'handicap-total-winner' | 'two-outcome-winner' | 'special-winner';

/** The score model family a sport is priced with. */
export type SportModel = 'football' | 'normal-score' | 'poisson-score' | 'duel' | 'outright';

export interface SportInfo {
  key: SportKey;
  /** Sportradar id, e.g. 'sr:sport:1'. */
  id: string;
  namePt: string;
  nameEs: string;
  layout: MarketLayout;
  model: SportModel;
}

export const SPORTS: Readonly<Record<SportKey, SportInfo>> = {
  futebol: {
    key: 'futebol',
    id: 'sr:sport:1',
    namePt: 'Futebol',
    nameEs: 'Fútbol',
    layout: '1x2',
    model: 'football',
  },
  basquete: {
    key: 'basquete',
    id: 'sr:sport:2',
    namePt: 'Basquete',
    nameEs: 'Baloncesto',
    layout: 'handicap-total-winner',
    model: 'normal-score',
  },
  beisebol: {
    key: 'beisebol',
    id: 'sr:sport:3',
    namePt: 'Beisebol',
    nameEs: 'Béisbol',
    layout: 'handicap-total-winner',
    model: 'poisson-score',
  },
  'hoquei-gelo': {
    key: 'hoquei-gelo',
    id: 'sr:sport:4',
    namePt: 'Hóquei no gelo',
    nameEs: 'Hockey sobre hielo',
    layout: 'handicap-total-winner',
    model: 'poisson-score',
  },
  tenis: {
    key: 'tenis',
    id: 'sr:sport:5',
    namePt: 'Tênis',
    nameEs: 'Tenis',
    layout: 'two-outcome-winner',
    model: 'duel',
  },
  'futebol-americano': {
    key: 'futebol-americano',
    id: 'sr:sport:16',
    namePt: 'Futebol americano',
    nameEs: 'Fútbol americano',
    layout: 'handicap-total-winner',
    model: 'normal-score',
  },
  volei: {
    key: 'volei',
    id: 'sr:sport:23',
    namePt: 'Vôlei',
    nameEs: 'Voleibol',
    layout: 'two-outcome-winner',
    model: 'duel',
  },
  'formula-1': {
    key: 'formula-1',
    id: 'sr:sport:40',
    namePt: 'Fórmula 1',
    nameEs: 'Fórmula 1',
    layout: 'special-winner',
    model: 'outright',
  },
  mma: {
    key: 'mma',
    id: 'sr:sport:117',
    namePt: 'MMA',
    nameEs: 'MMA',
    layout: 'two-outcome-winner',
    model: 'duel',
  },
  xadrez: {
    key: 'xadrez',
    id: 'sr:sport:33',
    namePt: 'Xadrez',
    nameEs: 'Ajedrez',
    layout: 'two-outcome-winner',
    model: 'duel',
  },
  esports: {
    key: 'esports',
    id: 'sr:sport:109',
    namePt: 'eSports',
    nameEs: 'eSports',
    layout: 'two-outcome-winner',
    model: 'duel',
  },
};

/** Seed 001 section 9, by Sportradar sport name (covers sports the simulator does not play too). */
const LAYOUT_BY_NAME: Readonly<Record<string, MarketLayout>> = {
  soccer: '1x2',
  'e-soccer': '1x2',
  handball: '1x2',
  rugby: '1x2',
  futsal: '1x2',
  'field hockey': '1x2',
  pesapallo: '1x2',
  waterpolo: '1x2',
  '3x3 basketball': '1x2',
  basketball: 'handicap-total-winner',
  baseball: 'handicap-total-winner',
  'ice hockey': 'handicap-total-winner',
  'aussie rules': 'handicap-total-winner',
  'american football': 'handicap-total-winner',
  tennis: 'two-outcome-winner',
  snooker: 'two-outcome-winner',
  'table tennis': 'two-outcome-winner',
  cricket: 'two-outcome-winner',
  darts: 'two-outcome-winner',
  volleyball: 'two-outcome-winner',
  'beach volley': 'two-outcome-winner',
  badminton: 'two-outcome-winner',
  squash: 'two-outcome-winner',
  bowls: 'two-outcome-winner',
  esports: 'two-outcome-winner',
  boxing: 'two-outcome-winner',
  mma: 'two-outcome-winner',
  'formula 1': 'special-winner',
};

/** The market layout of a sport given its English Sportradar name (case-insensitive); undefined if not listed. */
export function layoutForSportName(name: string): MarketLayout | undefined {
  return LAYOUT_BY_NAME[name.trim().toLowerCase()];
}

export function sportById(id: string): SportInfo | undefined {
  return Object.values(SPORTS).find((s) => s.id === id);
}
