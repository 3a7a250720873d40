import {
  MEASURE_DEFINITIONS,
  MEASURE_KEYS,
  SIGNAL_DEFINITIONS,
  SIGNAL_KINDS,
  SIGNAL_TIER_LABELS,
  SIGNAL_TIERS,
  TELEMETRY_NOTICE,
} from '@assay/contracts';
import type { DocsGuide } from '@/features/marketing/components/docs-guides';
import { Section, TextCard } from '@/features/marketing/components/marketing-sections';
import { paths } from '@/config/paths';

export const integrityGuide: DocsGuide = {
  id: 'integrity-and-behavior',
  title: 'What is recorded, integrity signals and behavioral analysis',
  routes: [paths.behavioralAnalysis, paths.interviewerReview],
};

/**
 * Every definition as the product applies it (the same constants the API computes with): signals, never verdicts,
 * published so candidates and reviewers read the same rules.
 */
export function IntegrityGuide() {
  return (
    <Section
      id={integrityGuide.id}
      title={integrityGuide.title}
      description="Reviewers get evidence, candidates a transparent timeline they can answer, and everyone the same definitions."
    >
      <div className="flex flex-col gap-6">
        <TextCard title="What the editor records">{TELEMETRY_NOTICE}</TextCard>
        <div className="grid gap-6 md:grid-cols-2">
          {SIGNAL_KINDS.map((kind) => (
            <TextCard key={kind} title={SIGNAL_DEFINITIONS[kind].title}>
              {SIGNAL_DEFINITIONS[kind].definition}
            </TextCard>
          ))}
          <TextCard title="Tiers, and what a signal is not">
            {`Each signal has a tier: ${SIGNAL_TIERS.map((tier) => `“${SIGNAL_TIER_LABELS[tier]}”`).join(', ')}. A signal is evidence for a reviewer to read with the code and the replay, never a verdict: the candidate sees the same signals once feedback is released and may explain them, and the reviewer answers.`}
          </TextCard>
        </div>
        <div className="grid gap-6 md:grid-cols-2">
          {MEASURE_KEYS.map((key) => (
            <TextCard key={key} title={`Behavioral analysis: ${MEASURE_DEFINITIONS[key].label}`}>
              {MEASURE_DEFINITIONS[key].definition}
            </TextCard>
          ))}
        </div>
      </div>
    </Section>
  );
}
