// Before `npm test` and `npm run test:full`: the suites run real code in every language in the sandbox, so a missing
// toolchain would fail dozens of tests far from the cause. Name what is missing and how to install it instead.
import { describePackages, installAdvice, missingSystemPackages } from './system-packages.mjs';

const missing = missingSystemPackages();
if (missing.length > 0) {
  console.error(
    `The tests run code in every language in the sandbox, and this machine lacks: ${describePackages(missing)}.\n` +
      `Install them with: ${installAdvice(missing)}\n` +
      '(`npm start` run as root on Debian or Ubuntu installs them itself.) Then run the tests again.',
  );
  process.exit(1);
}
