import java.io.*;
import java.math.BigInteger;
import java.util.*;

// Straightforward version: an "all members" expense is split like any other (a list of n shares,
// sorted), and every transfer scans all balances for the largest debtor and creditor.
public class Main {
  static String money(long v, int decimals) {
    StringBuilder s = new StringBuilder(Long.toString(v));
    if (decimals == 0) return s.toString();
    while (s.length() < decimals + 1) s.insert(0, '0');
    s.insert(s.length() - decimals, '.');
    return s.toString();
  }

  public static void main(String[] args) throws IOException {
    DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
    String text = new String(in.readAllBytes(), "ISO-8859-1");
    StringTokenizer st = new StringTokenizer(text);
    String code = st.nextToken();
    int ds = Integer.parseInt(st.nextToken());
    long step = Long.parseLong(st.nextToken());
    int m = Integer.parseInt(st.nextToken());
    Map<String, java.math.BigDecimal> rates = new HashMap<>();
    rates.put(code, java.math.BigDecimal.ONE);
    for (int i = 0; i < m; i++) {
      String c = st.nextToken();
      st.nextToken();
      rates.put(c, new java.math.BigDecimal(st.nextToken()));
    }
    int n = Integer.parseInt(st.nextToken()), e = Integer.parseInt(st.nextToken());
    long[] bal = new long[n + 1];
    for (int i = 0; i < e; i++) {
      int payer = Integer.parseInt(st.nextToken());
      String c = st.nextToken();
      java.math.BigDecimal amount = new java.math.BigDecimal(st.nextToken());
      String k = st.nextToken();
      int[] members;
      long[] weights;
      if (k.equals("*")) {
        members = new int[n];
        weights = new long[n];
        for (int j = 0; j < n; j++) {
          members[j] = j + 1;
          weights[j] = 1;
        }
      } else {
        int cnt = Integer.parseInt(k);
        members = new int[cnt];
        weights = new long[cnt];
        for (int j = 0; j < cnt; j++) {
          members[j] = Integer.parseInt(st.nextToken());
          weights[j] = Long.parseLong(st.nextToken());
        }
      }
      // Value in steps, rounded half to even. The value is a multiple of 1 / (10^9 * step), so 40
      // truncated decimals still tell an exact half from a value just above or below it.
      java.math.BigDecimal value = amount.multiply(rates.get(c)).scaleByPowerOfTen(ds).divide(java.math.BigDecimal.valueOf(step), 40, java.math.RoundingMode.DOWN);
      long sign = value.signum() < 0 ? -1 : 1;
      long units = value.abs().setScale(0, java.math.RoundingMode.HALF_EVEN).longValueExact();
      bal[payer] += sign * units * step;
      BigInteger u = BigInteger.valueOf(units);
      BigInteger total = BigInteger.ZERO;
      for (long w : weights) total = total.add(BigInteger.valueOf(w));
      long[][] parts = new long[members.length][];
      long given = 0;
      for (int j = 0; j < members.length; j++) {
        BigInteger[] qr = u.multiply(BigInteger.valueOf(weights[j])).divideAndRemainder(total);
        parts[j] = new long[] {qr[1].longValue(), members[j], qr[0].longValue()};
        given += qr[0].longValue();
      }
      Arrays.sort(parts, (a, b) -> a[0] != b[0] ? Long.compare(b[0], a[0]) : Long.compare(a[1], b[1]));
      for (int j = 0; j < parts.length; j++) {
        long f = parts[j][2] + (j < units - given ? 1 : 0);
        bal[(int) parts[j][1]] -= sign * f * step;
      }
    }
    List<long[]> transfers = new ArrayList<>();
    for (;;) {
      int dm = 0, cm = 0;
      for (int j = 1; j <= n; j++) {
        if (bal[j] < 0 && (dm == 0 || bal[j] < bal[dm])) dm = j;
        if (bal[j] > 0 && (cm == 0 || bal[j] > bal[cm])) cm = j;
      }
      if (dm == 0) break;
      long x = Math.min(-bal[dm], bal[cm]);
      transfers.add(new long[] {dm, cm, x});
      bal[dm] += x;
      bal[cm] -= x;
    }
    long total = 0;
    for (long[] t : transfers) total += t[2];
    StringBuilder out = new StringBuilder();
    out.append(transfers.size()).append(' ').append(money(total, ds)).append('\n');
    int q = Integer.parseInt(st.nextToken());
    for (int i = 0; i < q; i++) {
      long j = Long.parseLong(st.nextToken());
      out.append(j);
      if (j <= transfers.size()) {
        long[] t = transfers.get((int) (j - 1));
        out.append(' ').append(t[0]).append(' ').append(t[1]).append(' ').append(money(t[2], ds)).append('\n');
      } else {
        out.append(" -\n");
      }
    }
    System.out.print(out);
  }
}
