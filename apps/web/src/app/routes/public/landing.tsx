import { LandingContent } from '@/features/marketing/components/landing-content';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The public home page: the tab's title, then the marketing feature's landing content. */
export function LandingPage() {
  useDocumentTitle('Assay — open-source skills assessment');
  return <LandingContent />;
}
