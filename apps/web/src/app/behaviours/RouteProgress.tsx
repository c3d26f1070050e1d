import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import styles from './RouteProgress.module.css';
import { showsRouteProgress } from './route-rules';

/** A thin bar at the top while a route (its lazy chunk, its loader) loads; not on the sportsbook. */
export function RouteProgress() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const target = navigation.location?.pathname;
  const loading = navigation.state !== 'idle' && !!target && showsRouteProgress(pathname, target);
  // Show only navigations that take a moment, so fast ones do not flicker.
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const t = setTimeout(() => setVisible(true), 120);
    return () => clearTimeout(t);
  }, [loading]);
  if (!visible) return null;
  return (
    <div className={styles.bar} role="progressbar" aria-label="Carregando a página" aria-busy="true">
      <span className={styles.fill} />
    </div>
  );
}
