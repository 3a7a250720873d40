import type { CodeQuality, LanguageId } from '@assay/contracts';
import { analyzePython } from './analyze-python.js';

/**
 * The quality figures of a submission's source, read in the runner (which parses untrusted code; the API never does).
 * The JavaScript and TypeScript side loads a parser and ESLint, so it is imported the first time it is needed. The
 * compiled languages and SQL have none yet: their reviews show no figures (null), never a JavaScript parser's guess.
 */
export async function analyzeSource(language: LanguageId, source: string): Promise<CodeQuality | null> {
  if (language === 'python') return analyzePython(source);
  if (language !== 'javascript' && language !== 'typescript') return null; // no analyzer yet for the compiled languages and SQL
  const { analyzeScript } = await import('./analyze-script.js');
  return analyzeScript(source, language === 'typescript');
}
