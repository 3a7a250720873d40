// Prints the README's configuration table from the config schema: `npm run docs:config`.
import { configTableMarkdown } from '../src/config.js';

process.stdout.write(`<!-- config:start -->\n${configTableMarkdown()}\n<!-- config:end -->\n`);
