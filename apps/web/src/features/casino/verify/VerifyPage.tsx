import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components';
import { useSeo } from '../../../lib/seo';
import { useRoundDetail } from '../api/history-api';
import { readVerifyPrefill } from '../game/verify-link';
import { roundMismatch } from './round-check';
import styles from './Verify.module.css';
import { VERIFIABLE_GAMES, type VerifyInput, type VerifyResult, verifyInBrowser } from './verify';

const exampleOf = (gameId: string) =>
  JSON.stringify(VERIFIABLE_GAMES.find((g) => g.id === gameId)?.example ?? {});

/** /cassino/verificar: re-compute any Placar Originals round in the browser. */
export function VerifyPage() {
  useSeo({
    title: 'Verificar uma rodada (provably fair)',
    description:
      'Recalcule no seu navegador o resultado de qualquer rodada dos Placar Originals com a semente do servidor, sua semente e o nonce.',
  });
  const [search] = useSearchParams();
  const prefill = readVerifyPrefill(search);
  const [form, setForm] = useState<VerifyInput>(() => ({
    gameId: prefill.gameId ?? 'dice',
    serverSeed: prefill.serverSeed ?? '',
    clientSeed: prefill.clientSeed ?? '',
    nonce: prefill.nonce !== undefined ? String(prefill.nonce) : '',
    params:
      prefill.params !== undefined ? JSON.stringify(prefill.params) : exampleOf(prefill.gameId ?? 'dice'),
    publishedHash: prefill.serverSeedHash ?? '',
  }));
  const [submitted, setSubmitted] = useState<VerifyInput | null>(
    prefill.serverSeed && prefill.clientSeed !== undefined && prefill.nonce !== undefined ? form : null,
  );
  const result = useQuery({
    queryKey: ['casino', 'verify', submitted],
    queryFn: () => verifyInBrowser(submitted as VerifyInput),
    enabled: submitted !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const set = (k: keyof VerifyInput) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  // a link names its round: the page checks it is that round's game and nonce before showing a result
  const round = useRoundDetail(prefill.roundId ?? null);
  const mismatch = round.data && submitted ? roundMismatch(round.data, submitted) : null;
  const roundPending = prefill.roundId !== undefined && round.isPending;
  const r: VerifyResult | undefined = mismatch || roundPending ? undefined : result.data;
  const bad = r && !r.ok ? r.field : null;

  return (
    <div className={styles.page}>
      <nav className={styles.crumbs}>
        <Link to="/cassino">Cassino</Link> <span aria-hidden="true">›</span> Verificação
      </nav>
      <h1>Verifique uma rodada</h1>
      <p className={styles.lead}>
        Antes de cada aposta mostramos o hash SHA-256 da semente do servidor. Ao trocar o par de sementes, a
        semente é revelada: com ela, sua semente e o nonce da rodada, o resultado é recalculado aqui mesmo, no
        seu navegador, sem depender dos nossos servidores.
        {prefill.roundId && (
          <>
            {' '}
            Rodada nº {prefill.roundId} do seu <Link to="/casino-history">histórico</Link>.
          </>
        )}
      </p>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          setSubmitted({ ...form });
        }}
      >
        <label className={styles.field}>
          Jogo
          <select
            value={form.gameId}
            onChange={(e) =>
              setForm((f) => ({ ...f, gameId: e.target.value, params: exampleOf(e.target.value) }))
            }
          >
            {VERIFIABLE_GAMES.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Semente do servidor (revelada)
          <input
            value={form.serverSeed}
            onChange={set('serverSeed')}
            placeholder="64 caracteres hexadecimais"
            aria-invalid={bad === 'serverSeed'}
            spellCheck={false}
            data-testid="verify-server-seed"
          />
        </label>
        <label className={styles.field}>
          Hash publicado antes da rodada (opcional)
          <input value={form.publishedHash} onChange={set('publishedHash')} spellCheck={false} />
        </label>
        <div className={styles.two}>
          <label className={styles.field}>
            Sua semente (client seed)
            <input value={form.clientSeed} onChange={set('clientSeed')} aria-invalid={bad === 'clientSeed'} />
          </label>
          <label className={styles.field}>
            Nonce
            <input
              inputMode="numeric"
              value={form.nonce}
              onChange={set('nonce')}
              aria-invalid={bad === 'nonce'}
            />
          </label>
        </div>
        <label className={styles.field}>
          Parâmetros da aposta (JSON)
          <textarea
            rows={3}
            value={form.params}
            onChange={set('params')}
            aria-invalid={bad === 'params'}
            spellCheck={false}
          />
        </label>
        <Button type="submit" size="lg" loading={result.isFetching}>
          Recalcular no navegador
        </Button>
      </form>

      {mismatch && (
        <p className={styles.error} role="alert" data-testid="verify-round-mismatch">
          {mismatch}
        </p>
      )}
      {r && !r.ok && (
        <p className={styles.error} role="alert">
          {r.error}
        </p>
      )}
      {r?.ok && (
        <section className={styles.result} aria-live="polite" data-testid="verify-result">
          <h2>Resultado recalculado</h2>
          <p className={styles.summary}>{r.summary}</p>
          <dl>
            <div>
              <dt>SHA-256 da semente informada</dt>
              <dd className={styles.mono} data-testid="verify-hash">
                {r.hash}
              </dd>
            </div>
            <div>
              <dt>Confere com o hash publicado?</dt>
              <dd
                className={r.hashMatches === false ? styles.no : r.hashMatches ? styles.yes : undefined}
                data-testid="verify-hash-match"
              >
                {r.hashMatches === null
                  ? 'Informe o hash publicado para comparar'
                  : r.hashMatches
                    ? '✓ Confere: a semente é a mesma que foi comprometida antes da rodada'
                    : '✗ Não confere: esta semente não gerou o hash publicado'}
              </dd>
            </div>
            <div>
              <dt>Multiplicador</dt>
              <dd data-testid="verify-multiplier">
                {r.outcome.multiplier.toLocaleString('pt-BR', { maximumFractionDigits: 4 })}×
              </dd>
            </div>
          </dl>
          <details>
            <summary>Resultado completo</summary>
            <pre className={styles.mono}>{JSON.stringify(r.outcome, null, 2)}</pre>
          </details>
        </section>
      )}
      <section className={styles.how}>
        <h2>Como funciona</h2>
        <ol>
          <li>
            Cada número da rodada vem de HMAC-SHA256(chave = semente do servidor, mensagem =
            “sua-semente:nonce:cursor”).
          </li>
          <li>Cada resumo de 32 bytes dá 8 números entre 0 e 1 (4 bytes cada); o jogo os usa em ordem.</li>
          <li>Dados: número = ⌊f × 10.000⌋ / 100. Roleta: casa = ⌊f × 37⌋. Crash: ⌊99 / (1 − f)⌋ / 100.</li>
          <li>Como o hash foi publicado antes, não é possível trocar a semente depois da aposta.</li>
        </ol>
      </section>
    </div>
  );
}
