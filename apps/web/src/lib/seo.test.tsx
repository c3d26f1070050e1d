import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applySeo, defaultSeoFor, useDefaultSeo, useSeo } from './seo';

const head = () => ({
  title: document.title,
  description: document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
  robots: document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content,
  canonical: document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
  jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent),
});

function Page() {
  useSeo({ title: 'Flamengo x Palmeiras' });
  return null;
}
function Shell({ withPage }: { withPage: boolean }) {
  useDefaultSeo('/esportes');
  return withPage ? <Page /> : null;
}

describe('seo', () => {
  it('writes title, description, robots, canonical without query and JSON-LD', () => {
    applySeo(
      {
        title: 'Perguntas frequentes',
        description: 'Dúvidas',
        jsonLd: { '@type': 'FAQPage', x: '</script>' },
      },
      document,
      'https://placar.bet.br/faqs?utm_source=x#a',
    );
    expect(head()).toEqual({
      title: 'Perguntas frequentes | Placar',
      description: 'Dúvidas',
      robots: 'index, follow',
      canonical: 'https://placar.bet.br/faqs',
      jsonLd: ['{"@type":"FAQPage","x":"\\u003c/script>"}'],
    });
    applySeo({ noindex: true, canonical: '/esportes' }, document, 'https://placar.bet.br/login');
    expect(head().robots).toBe('noindex, nofollow');
    expect(head().canonical).toBe('https://placar.bet.br/esportes');
    expect(head().jsonLd).toEqual([]);
    expect(head().title).toBe('Placar: apostas esportivas e cassino');
  });

  it('has defaults per area', () => {
    expect(defaultSeoFor('/esportes/futebol').title).toMatch(/Apostas esportivas/);
    expect(defaultSeoFor('/cassino/slots').title).toMatch(/Cassino/);
    expect(defaultSeoFor('/deposit').noindex).toBe(true);
  });

  it("lets a page's useSeo win over the shell default, and falls back when the page leaves", () => {
    const view = render(<Shell withPage />);
    expect(document.title).toBe('Flamengo x Palmeiras | Placar');
    view.rerender(<Shell withPage={false} />);
    expect(document.title).toBe('Apostas esportivas ao vivo e pré-jogo | Placar');
    view.unmount();
  });
});
