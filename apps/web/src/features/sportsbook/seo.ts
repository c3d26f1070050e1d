import { useEffect } from 'react';
import { brand } from '../../lib/brand';

export type Seo = {
  title: string;
  description: string;
  /** path of the canonical page (the origin is the brand's domain) */
  canonical: string;
  noindex?: boolean;
  jsonLd?: Record<string, unknown>;
};

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const el = create();
  el.dataset.seo = 'sportsbook';
  document.head.appendChild(el);
  return el;
}

/**
 * Seed 002 section 2: title, description, canonical link and structured data per route; the tournament
 * route carries a noindex meta tag. What a page added is removed when it goes.
 */
export function useSeo({ title, description, canonical, noindex = false, jsonLd }: Seo) {
  const json = jsonLd ? JSON.stringify(jsonLd) : '';
  useEffect(() => {
    document.title = `${title} | ${brand.name}`;
    const meta = upsert('meta[name="description"]', () => {
      const m = document.createElement('meta');
      m.name = 'description';
      return m;
    }) as HTMLMetaElement;
    const previousDescription = meta.content;
    meta.content = description;
    const link = upsert('link[rel="canonical"]', () => {
      const l = document.createElement('link');
      l.rel = 'canonical';
      return l;
    }) as HTMLLinkElement;
    link.href = `https://${brand.domain}${canonical}`;
    const robots = noindex
      ? (upsert('meta[name="robots"]', () => {
          const m = document.createElement('meta');
          m.name = 'robots';
          return m;
        }) as HTMLMetaElement)
      : null;
    if (robots) robots.content = 'noindex';
    let script: HTMLScriptElement | null = null;
    if (json) {
      script = document.createElement('script');
      script.type = 'application/ld+json';
      script.dataset.seo = 'sportsbook';
      script.textContent = json;
      document.head.appendChild(script);
    }
    return () => {
      meta.content = previousDescription;
      link.remove();
      robots?.remove();
      script?.remove();
    };
  }, [title, description, canonical, noindex, json]);
}

/** Per-sport texts for the sport pages. */
export function sportSeo(sportName: string, slug: string, section?: string): Seo {
  const where = section ? ` ${section.toLowerCase()}` : '';
  return {
    title: `Apostas em ${sportName}${where}: odds ao vivo e pré-jogo`,
    description: `Aposte em ${sportName} no ${brand.name}: odds ao vivo e pré-jogo, placares em tempo real, muitos mercados e Pix na hora.`,
    canonical: `/esportes/${slug}${section ? `/${section}` : ''}`,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: `Apostas em ${sportName}`,
      url: `https://${brand.domain}/esportes/${slug}`,
      about: { '@type': 'Thing', name: sportName },
      isPartOf: { '@type': 'WebSite', name: brand.name, url: `https://${brand.domain}` },
    },
  };
}
