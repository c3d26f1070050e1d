import { Link } from 'react-router';

/** What a member sees at an area their roles do not open (the server refuses its calls too). */
export function Forbidden() {
  return (
    <section className="page-message" aria-labelledby="forbidden-title">
      <p className="code">403</p>
      <h1 id="forbidden-title">Você não tem permissão para esta área</h1>
      <p className="muted">Se precisar deste acesso, peça a um administrador para ajustar os seus perfis.</p>
      <Link to="/" className="btn">
        Voltar ao início
      </Link>
    </section>
  );
}

export function NotFound() {
  return (
    <section className="page-message" aria-labelledby="not-found-title">
      <p className="code">404</p>
      <h1 id="not-found-title">Página não encontrada</h1>
      <Link to="/" className="btn">
        Voltar ao início
      </Link>
    </section>
  );
}
