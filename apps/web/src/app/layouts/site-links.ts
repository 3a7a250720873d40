import { paths } from '@/config/paths';

export interface SiteLink {
  to: string;
  label: string;
}

/** The public site's navigation, shared by the header, the mobile menu and the footer. */
export const siteLinks: readonly SiteLink[] = [
  { to: paths.features, label: 'Features' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.integrations, label: 'Integrations' },
  { to: paths.docs, label: 'Docs' },
  { to: paths.roadmap, label: 'Roadmap' },
  { to: paths.about, label: 'About' },
];
