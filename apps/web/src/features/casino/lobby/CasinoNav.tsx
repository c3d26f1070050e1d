import { CASINO_FILTER_IDS, CASINO_FILTER_NAME_PT, CASINO_TIMING_MS } from '@placar/contract';
import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation, useSearchParams } from 'react-router';
import { useDebounced } from '../../../hooks/use-debounced';
import styles from './Lobby.module.css';
import { type CasinoBase, type LobbyView, lobbyPath } from './lobby-state';

const FILTER_ICON = { slots: '🎰', live: '🎥', raspaditos: '🎟️', interactivos: '🚀' } as const;

/** The lobby's search field and its tabs: home, the four filters, news, favourites and providers. */
export function CasinoNav({ base }: { base: CasinoBase }) {
  const tabs: { view: LobbyView; label: string; icon: string; end?: boolean }[] = [
    { view: { kind: 'home' }, label: 'Início', icon: '🏠', end: true },
    ...CASINO_FILTER_IDS.map((filter) => ({
      view: { kind: 'filter', filter } as const,
      label: CASINO_FILTER_NAME_PT[filter],
      icon: FILTER_ICON[filter],
    })),
    { view: { kind: 'category', filter: null, category: 'new' }, label: 'Novidades', icon: '✨' },
    { view: { kind: 'category', filter: null, category: 'favorite' }, label: 'Favoritos', icon: '❤️' },
    { view: { kind: 'providers' }, label: 'Provedores', icon: '🏷️' },
  ];
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  // keep the current tab in sight on a phone, where the tabs scroll sideways
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change by design
  useEffect(() => {
    const active = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && nav.current) {
      const bar = nav.current;
      bar.scrollTo({
        left: active.offsetLeft - (bar.clientWidth - active.clientWidth) / 2,
        behavior: 'smooth',
      });
    }
  }, [pathname]);
  return (
    <div className={styles.navBar}>
      <SearchBox />
      <nav className={styles.tabs} aria-label="Categorias do cassino" ref={nav}>
        {tabs.map((t) => (
          <NavLink
            key={t.label}
            to={lobbyPath(base, t.view)}
            end={t.end}
            className={({ isActive }) => (isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab)}
          >
            <span aria-hidden="true">{t.icon}</span>
            {t.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}

/** Search bound to ?busca= (written CASINO_TIMING_MS.searchDebounce after the last key). */
function SearchBox() {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('busca') ?? '';
  const [text, setText] = useState(fromUrl);
  const settled = useDebounced(text, CASINO_TIMING_MS.searchDebounce);
  useEffect(() => {
    setText((t) => (t.trim() === fromUrl.trim() ? t : fromUrl));
  }, [fromUrl]);
  useEffect(() => {
    const term = settled.trim();
    if (term === fromUrl.trim()) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (term) next.set('busca', term);
        else next.delete('busca');
        next.delete('pagina');
        return next;
      },
      { replace: true },
    );
  }, [settled, fromUrl, setParams]);
  return (
    <search className={styles.search}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={styles.searchIcon}>
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Buscar jogos ou provedores"
        aria-label="Buscar jogos"
        maxLength={64}
        enterKeyHint="search"
      />
      {text && (
        <button type="button" className={styles.clear} onClick={() => setText('')} aria-label="Limpar busca">
          ×
        </button>
      )}
    </search>
  );
}
