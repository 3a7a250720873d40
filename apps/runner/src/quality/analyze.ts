import type { CodeQuality, LanguageId } from '@assay/contracts';
import { analyzePython } from './analyze-python.js';

/**
 * The quality figures of a submission's source, read in the runner (which parses untrusted code; the API never does).
 * The JavaScript and TypeScript side loads a parser and ESLint, so it is imported the first time it is needed.
 */
export async function analyzeSource(language: LanguageId, source: string): Promise<CodeQuality | null> {
  if (language === 'python') return analyzePython(source);
  const { analyzeScript } = await import('./analyze-script.js');
  return analyzeScript(source, language === 'typescript');
}
