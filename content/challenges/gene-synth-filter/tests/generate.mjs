// The performance test: strands of 1 000 bases, 25 motifs of 4 bases (mulberry32, fixed seed).
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export default function generate(testId) {
  const rand = mulberry32(testId === 'long-strands' ? 1953 : 2);
  const motifs = [];
  for (let i = 0; i < 25; i++) {
    let motif = '';
    for (let j = 0; j < 4; j++) motif += 'ACGT'[Math.floor(rand() * 4)];
    motifs.push(motif);
  }
  return `1000 ${motifs.length}\n${motifs.join('\n')}\n`;
}
