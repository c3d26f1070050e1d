import { Link } from 'react-router';
import { useSeo } from '../../../lib/seo';
import { ResponsibleGamePanel } from '../components/ResponsibleGamePanel';
import styles from '../components/rg.module.css';

/** /responsable-game: the bettor's responsible-gaming tools. */
export function ResponsibleGamePage() {
  useSeo({
    title: 'Jogo responsável',
    description:
      'Defina limites de depósito, perda, valor apostado e tempo, faça uma pausa ou peça autoexclusão.',
  });
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Jogo responsável</h1>
      <p className={styles.lead}>
        Aposte só o que pode perder. Aqui você define seus limites, faz uma pausa ou se autoexclui. Leia
        também nossa <Link to="/responsable-game-policy">política de jogo responsável</Link>.
      </p>
      <ResponsibleGamePanel />
    </main>
  );
}
