import { useLobby } from '../../api/lobby-api';
import styles from '../Lobby.module.css';
import type { CasinoBase } from '../lobby-state';
import { ProviderChips } from './ProviderChips';

/** Every provider. */
export function ProvidersView({ base }: { base: CasinoBase }) {
  const lobby = useLobby();
  return (
    <>
      <h1 className={styles.title}>Provedores</h1>
      {lobby.data ? (
        <ProviderChips lobby={lobby.data} base={base} />
      ) : (
        <div className={styles.providers} role="status" aria-label="Carregando provedores" />
      )}
    </>
  );
}
