import { Suspense } from 'react';
import { Outlet } from 'react-router';
import styles from './AppShell.module.css';
import { BottomNav } from './BottomNav';
import { Footer } from './Footer';
import { Header } from './Header';

export function AppShell() {
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#conteudo">
        Pular para o conteúdo
      </a>
      <Header />
      <main id="conteudo" className={styles.main}>
        <Suspense fallback={<div className={styles.loading} role="status" aria-label="Carregando" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <BottomNav />
    </div>
  );
}
