// What code execution needs from the system: the sandbox and each language's toolchain, at absolute system paths.
// `npm start` installs what is missing (as root on Debian or Ubuntu); `npm test` names it and stops (check-toolchains.mjs).
import { existsSync, readdirSync } from 'node:fs';

export const SYSTEM_PACKAGES = [
  { name: 'bubblewrap', what: 'the code sandbox', present: () => existsSync('/usr/bin/bwrap') },
  { name: 'python3', what: 'Python', present: () => existsSync('/usr/bin/python3') },
  { name: 'gcc', what: "C, and the sandbox's launcher", present: () => existsSync('/usr/bin/gcc') },
  { name: 'g++', what: 'C++', present: () => existsSync('/usr/bin/g++') },
  { name: 'default-jdk-headless', what: 'Java', present: () => existsSync('/usr/bin/javac') },
  { name: 'golang-go', what: 'Go', present: () => existsSync('/usr/lib/go/pkg/tool') },
  { name: 'rustc', what: 'Rust', present: () => existsSync('/usr/bin/rustc') },
  {
    name: 'postgresql',
    what: 'SQL',
    present: () =>
      existsSync('/usr/lib/postgresql') &&
      readdirSync('/usr/lib/postgresql').some((major) => existsSync(`/usr/lib/postgresql/${major}/bin/initdb`)),
  },
];

export const missingSystemPackages = () => SYSTEM_PACKAGES.filter((entry) => !entry.present());

export const isDebianLike = () => existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');

/** `name (what it is for), …` of some packages. */
export const describePackages = (packages) => packages.map((entry) => `${entry.name} (${entry.what})`).join(', ');

/** The command that installs `packages` here, or what to do where apt-get is not the package manager. */
export const installAdvice = (packages) =>
  isDebianLike()
    ? `sudo apt-get install -y ${packages.map((entry) => entry.name).join(' ')}`
    : "install them with your system's package manager";
