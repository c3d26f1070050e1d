import type { TCasinoGameDetail } from '@placar/contract';
import { formatBRL } from '../../../lib/format';
import styles from './GamePanels.module.css';

/** The game's rules, its published RTP and how it is known, and the bet limits. */
export function RulesPanel({ detail }: { detail: TCasinoGameDetail }) {
  return (
    <section className={styles.panel} aria-labelledby="rules-title">
      <h2 id="rules-title" className={styles.panelTitle}>
        <span aria-hidden="true">📜</span> Regras e RTP
      </h2>
      <div className={styles.rtpRow}>
        <div>
          <span className={styles.rtpValue}>
            {detail.rtp.toLocaleString('pt-BR', { maximumFractionDigits: 3 })}%
          </span>
          <span className={styles.rtpLabel}>
            RTP {detail.rtpMethod === 'analytic' ? 'calculado exatamente' : 'medido por simulação'}
          </span>
        </div>
        <div>
          <span className={styles.rtpValue}>{detail.maxMultiplier.toLocaleString('pt-BR')}×</span>
          <span className={styles.rtpLabel}>multiplicador máximo</span>
        </div>
      </div>
      <ul className={styles.rules}>
        {detail.rules.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <p className={styles.note}>
        Apostas de {formatBRL(detail.minBet)} a {formatBRL(detail.maxBet)}. O multiplicador é fixado no
        momento da aposta (Portaria SPA/MF 722/2024). Jogue com responsabilidade: proibido para menores de 18
        anos.
      </p>
    </section>
  );
}
