import { brand } from '../../lib/brand';
import { isSection, SECTIONS } from './sports';

export type Seo = {
  title: string;
  description: string;
  /** path of the canonical page (the origin is the brand's domain) */
  canonical: string;
  noindex?: boolean;
  jsonLd?: Record<string, unknown>;
};

/** Title, description, canonical link, robots and structured data (the foundation's helper). */
export { useSeo } from '../../lib/seo';

/** Per-sport texts for the sport pages. */
export function sportSeo(sportName: string, slug: string, section?: string): Seo {
  const where = isSection(section) ? ` (${SECTIONS[section].toLowerCase()})` : '';
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
