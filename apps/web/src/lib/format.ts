/** "3 d 4 h", "2 h 5 min", "4 min 12 s", "9 s": the two largest units are enough to judge an uptime. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const units: [label: string, size: number][] = [
    ['d', 86_400],
    ['h', 3_600],
    ['min', 60],
    ['s', 1],
  ];
  const parts: string[] = [];
  let rest = seconds;
  for (const [label, size] of units) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (amount > 0 || (parts.length > 0 && parts.length < 2)) parts.push(`${amount} ${label}`);
    if (parts.length === 2) break;
  }
  return parts.length > 0 ? parts.join(' ') : '0 s';
}
