// Prints each language the runner offers with its version, and fails when any is unavailable (CI runs this first).
import { detectLanguages } from '../src/languages/index.js';

const languages = detectLanguages();
for (const { spec, version, available } of languages)
  console.log(`${available ? 'ok     ' : 'MISSING'}  ${spec.id.padEnd(10)} ${spec.name} ${version}`);
const missing = languages.filter((language) => !language.available);
if (missing.length > 0) {
  console.error(
    `Unavailable: ${missing.map(({ spec }) => spec.id).join(', ')}. Install their toolchains (see the README's setup).`,
  );
  process.exit(1);
}
