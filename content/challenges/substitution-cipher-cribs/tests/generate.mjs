function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffledAlphabet(random) {
  const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');
  for (let i = letters.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [letters[i], letters[j]] = [letters[j], letters[i]];
  }
  return letters;
}

export default function generate(testId) {
  if (testId === 'padding-blocks') {
    // A cipher padded with one letter and a rare marker about every m letters; the crib is padding then a marker.
    const random = mulberry32(6060);
    const n = 600000;
    const m = 50000;
    const cipher = new Array(n).fill('x');
    for (let i = m - 1; i < n; i += m - 1500 + Math.floor(random() * 3000)) cipher[i] = 'q';
    return `${cipher.join('')}\n${'e'.repeat(m - 1)}t\n`;
  }
  // plain-text-like: random words over a small alphabet, encrypted with a random key; the crib is a plain word
  // that occurs several times.
  const random = mulberry32(testId === 'many-keys' ? 5050 : 4040);
  const words = [];
  for (let i = 0; i < 30; i++) {
    let word = '';
    const length = 3 + Math.floor(random() * 6);
    for (let j = 0; j < length; j++) word += 'etaoinshr'[Math.floor(random() * 9)];
    words.push(word);
  }
  const crib = words[7] + words[3];
  let cipher = '';
  while (cipher.length < 150000) {
    const key = shuffledAlphabet(random);
    const encrypt = (text) => text.split('').map((c) => key[c.charCodeAt(0) - 97]).join('');
    // many-keys: every fragment uses its own key, so the crib can appear under different substitutions.
    const fragment = random() < 0.1 ? crib : words[Math.floor(random() * words.length)];
    cipher += testId === 'many-keys' ? encrypt(fragment) : fragment;
  }
  if (testId !== 'many-keys') {
    const key = shuffledAlphabet(random);
    cipher = cipher.split('').map((c) => key[c.charCodeAt(0) - 97]).join('');
  }
  return `${cipher}\n${crib}\n`;
}
