import { useEffect } from 'react';
import { brand } from './brand';

export type Seo = {
  title?: string;
  description?: string;
  /** Absolute URL or a path on this site; defaults to the current path without its query. */
  canonical?: string;
  noindex?: boolean;
  /** schema.org data (Organization, FAQPage, SportsEvent...), written as application/ld+json. */
  jsonLd?: object | object[];
};

export const DEFAULT_DESCRIPTION =
  'Apostas esportivas ao vivo e pré-jogo, cassino online, depósitos e saques por Pix na hora, com jogo responsável. Proibido para menores de 18 anos.';

/** Defaults per area, used until (and unless) a page says better with useSeo. */
export function defaultSeoFor(pathname: string): Seo {
  if (/^\/esportes(\/|$)/.test(pathname))
    return {
      title: 'Apostas esportivas ao vivo e pré-jogo',
      description:
        'Aposte em futebol, basquete, tênis e muito mais, com odds ao vivo, cash out e pagamento por Pix.',
    };
  if (/^\/(casino|cassino)(\/|$)/.test(pathname))
    return {
      title: 'Cassino online: slots, roleta e jogos ao vivo',
      description: 'Slots, roleta, blackjack e jogos crash com RTP publicado. Jogue com responsabilidade.',
    };
  if (pathname.startsWith('/promotions')) return { title: 'Promoções' };
  if (/^\/(login|register|forgot-my-password|RestorePassword|verify-email)/.test(pathname))
    return { noindex: true };
  if (/^\/(deposit|withdrawal|transactions|user-account|bank-accounts|financial-operations)/.test(pathname))
    return { noindex: true };
  return {};
}

const MANAGED = 'data-placar-seo';

/** Writes title, description, canonical, robots and JSON-LD into the document head. */
export function applySeo(seo: Seo, doc: Document = document, href = doc.location?.href ?? '') {
  doc.title = seo.title ? `${seo.title} | ${brand.name}` : `${brand.name}: apostas esportivas e cassino`;
  meta(doc, 'description', seo.description ?? DEFAULT_DESCRIPTION);
  meta(doc, 'robots', seo.noindex ? 'noindex, nofollow' : 'index, follow');
  const url = new URL(seo.canonical ?? href, href || undefined);
  url.search = seo.canonical ? url.search : '';
  url.hash = '';
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'canonical';
    doc.head.append(link);
  }
  link.href = url.toString();
  for (const old of doc.head.querySelectorAll(`script[${MANAGED}]`)) old.remove();
  if (seo.jsonLd) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(MANAGED, '');
    script.textContent = JSON.stringify(seo.jsonLd).replaceAll('<', '\\u003c');
    doc.head.append(script);
  }
}

function meta(doc: Document, name: string, content: string) {
  let el = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = doc.createElement('meta');
    el.name = name;
    doc.head.append(el);
  }
  el.content = content;
}

// Pages mount after the shell's default: the most recent page entry wins, the default is the floor.
type Entry = { seo: Seo; page: boolean };
const stack: Entry[] = [];
function render() {
  const top = [...stack].reverse().find((e) => e.page) ?? stack[stack.length - 1];
  if (top) applySeo(top.seo);
}

function useSeoEntry(seo: Seo, page: boolean) {
  const key = JSON.stringify(seo);
  useEffect(() => {
    const entry: Entry = { seo: JSON.parse(key) as Seo, page };
    stack.push(entry);
    render();
    return () => {
      stack.splice(stack.indexOf(entry), 1);
      render();
    };
  }, [key, page]);
}

/** A page's title and meta: `useSeo({ title: 'Depósito', noindex: true })`. */
export function useSeo(seo: Seo) {
  useSeoEntry(seo, true);
}

/** The shell's per-route defaults (app/layout). */
export function useDefaultSeo(pathname: string) {
  useSeoEntry(defaultSeoFor(pathname), false);
}
