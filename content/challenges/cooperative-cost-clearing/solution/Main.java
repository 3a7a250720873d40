import java.io.*;
import java.math.BigInteger;
import java.util.*;

public class Main {
  static class Currency {
    String code;
    int decimals;
    String rate; // decimal text, up to 6 decimals
  }

  static class Expense {
    int payer;
    String currency;
    String amount; // decimal text with the currency's decimals, "-" for a refund
    boolean everyone; // split equally among all members
    int[] members; // with weights, when !everyone
    long[] weights;
  }

  static class Transfer {
    int debtor, creditor;
    long amount; // settlement minor units

    Transfer(int debtor, int creditor, long amount) {
      this.debtor = debtor;
      this.creditor = creditor;
      this.amount = amount;
    }
  }

  // A binary min-heap of member ids ordered by key[id], ties broken by the smaller id.
  static class Heap {
    final int[] heap;
    final long[] key;
    int size = 0;

    Heap(int capacity, long[] key) {
      this.heap = new int[capacity];
      this.key = key;
    }

    boolean less(int a, int b) {
      return key[a] < key[b] || (key[a] == key[b] && a < b);
    }

    void push(int id) {
      int i = size++;
      while (i > 0) {
        int p = (i - 1) >> 1;
        if (!less(id, heap[p])) break;
        heap[i] = heap[p];
        i = p;
      }
      heap[i] = id;
    }

    int top() {
      return heap[0];
    }

    // Restores the order after the top's key grew (or removes the top when remove is true).
    void fixTop(boolean remove) {
      int id = remove ? heap[--size] : heap[0];
      int i = 0;
      for (;;) {
        int c = 2 * i + 1;
        if (c >= size) break;
        if (c + 1 < size && less(heap[c + 1], heap[c])) c++;
        if (!less(heap[c], id)) break;
        heap[i] = heap[c];
        i = c;
      }
      if (size > 0) heap[i] = id;
    }
  }

  // "12.5" with places 6 -> 12500000 (no floating point).
  static BigInteger toScaled(String text, int places) {
    int dot = text.indexOf('.');
    String whole = dot < 0 ? text : text.substring(0, dot);
    String frac = dot < 0 ? "" : text.substring(dot + 1);
    StringBuilder s = new StringBuilder(whole).append(frac);
    for (int i = frac.length(); i < places; i++) s.append('0');
    return new BigInteger(s.toString());
  }

  static List<Transfer> clear(String settleCode, int settleDecimals, long step, List<Currency> currencies, int n, List<Expense> expenses) {
    // Per currency: value in steps = amount * mul / den, mul = rate * 10^dS, den = 10^(6 + d) * step.
    Map<String, BigInteger[]> conv = new HashMap<>();
    BigInteger stepBig = BigInteger.valueOf(step);
    conv.put(settleCode, new BigInteger[] {BigInteger.ONE, stepBig});
    for (Currency c : currencies)
      conv.put(c.code, new BigInteger[] {toScaled(c.rate, 6).multiply(BigInteger.TEN.pow(settleDecimals)), BigInteger.TEN.pow(6 + c.decimals).multiply(stepBig)});

    long[] bal = new long[n + 2], diff = new long[n + 2];
    long everyone = 0;
    for (Expense ex : expenses) {
      long sign = 1;
      String amount = ex.amount;
      if (amount.charAt(0) == '-') {
        sign = -1;
        amount = amount.substring(1);
      }
      BigInteger[] c = conv.get(ex.currency);
      BigInteger[] qr = new BigInteger(amount.replace(".", "")).multiply(c[0]).divideAndRemainder(c[1]);
      long units = qr[0].longValueExact();
      int cmp = qr[1].shiftLeft(1).compareTo(c[1]);
      if (cmp > 0 || (cmp == 0 && (units & 1) == 1)) units++;
      if (units == 0) continue;
      bal[ex.payer] += sign * units * step;
      if (ex.everyone) {
        long each = units / n;
        int extra = (int) (units % n);
        everyone -= sign * each * step;
        diff[1] -= sign * step;
        diff[extra + 1] += sign * step;
      } else {
        int k = ex.members.length;
        long total = 0;
        for (long w : ex.weights) total += w;
        long whole = units / total, part = units % total; // units*w = whole*w*total + part*w, part*w < 2^63
        long[] floors = new long[k], rems = new long[k];
        long given = 0;
        for (int i = 0; i < k; i++) {
          long pw = part * ex.weights[i];
          floors[i] = whole * ex.weights[i] + pw / total;
          rems[i] = pw % total;
          given += floors[i];
        }
        long left = units - given;
        if (left > 0) {
          Integer[] order = new Integer[k];
          for (int i = 0; i < k; i++) order[i] = i;
          final int[] members = ex.members;
          Arrays.sort(order, (a, b) -> rems[a] != rems[b] ? Long.compare(rems[b], rems[a]) : Integer.compare(members[a], members[b]));
          for (int i = 0; i < left; i++) floors[order[i]]++;
        }
        for (int i = 0; i < k; i++) bal[ex.members[i]] -= sign * floors[i] * step;
      }
    }

    // key[m]: minus what member m is owed or owes, so the largest amount is the smallest key.
    long[] key = new long[n + 1];
    Heap debtors = new Heap(n + 1, key), creditors = new Heap(n + 1, key);
    long run = 0;
    for (int m = 1; m <= n; m++) {
      run += diff[m];
      long b = bal[m] + run + everyone;
      if (b < 0) {
        key[m] = b;
        debtors.push(m);
      } else if (b > 0) {
        key[m] = -b;
        creditors.push(m);
      }
    }
    List<Transfer> out = new ArrayList<>();
    while (debtors.size > 0) {
      int dm = debtors.top(), cm = creditors.top();
      long d = key[dm], c = key[cm];
      if (d < c) { // the debt is larger: the creditor is paid in full
        out.add(new Transfer(dm, cm, -c));
        key[dm] = d - c;
        debtors.fixTop(false);
        creditors.fixTop(true);
      } else {
        out.add(new Transfer(dm, cm, -d));
        debtors.fixTop(true);
        if (c < d) {
          key[cm] = c - d;
          creditors.fixTop(false);
        } else {
          creditors.fixTop(true);
        }
      }
    }
    return out;
  }

  static String money(long v, int decimals) {
    StringBuilder s = new StringBuilder(Long.toString(v));
    if (decimals == 0) return s.toString();
    while (s.length() < decimals + 1) s.insert(0, '0');
    s.insert(s.length() - decimals, '.');
    return s.toString();
  }

  static DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
  static byte[] buf = new byte[1 << 16];
  static int bufLen = 0, bufPos = 0;

  static int read() throws IOException {
    if (bufPos == bufLen) {
      bufLen = in.read(buf, 0, buf.length);
      bufPos = 0;
      if (bufLen <= 0) return -1;
    }
    return buf[bufPos++];
  }

  static String token() throws IOException {
    int ch = read();
    while (ch != -1 && ch <= ' ') ch = read();
    StringBuilder s = new StringBuilder();
    while (ch != -1 && ch > ' ') {
      s.append((char) ch);
      ch = read();
    }
    return s.toString();
  }

  static long number() throws IOException {
    int ch = read();
    while (ch != -1 && ch <= ' ') ch = read();
    long v = 0;
    while (ch >= '0' && ch <= '9') {
      v = v * 10 + (ch - '0');
      ch = read();
    }
    return v;
  }

  public static void main(String[] args) throws IOException {
    String settleCode = token();
    int settleDecimals = (int) number();
    long step = number();
    int m = (int) number();
    List<Currency> currencies = new ArrayList<>();
    for (int i = 0; i < m; i++) {
      Currency c = new Currency();
      c.code = token();
      c.decimals = (int) number();
      c.rate = token();
      currencies.add(c);
    }
    int n = (int) number(), e = (int) number();
    List<Expense> expenses = new ArrayList<>(e);
    for (int i = 0; i < e; i++) {
      Expense ex = new Expense();
      ex.payer = (int) number();
      ex.currency = token();
      ex.amount = token();
      String k = token();
      ex.everyone = k.equals("*");
      if (!ex.everyone) {
        int cnt = Integer.parseInt(k);
        ex.members = new int[cnt];
        ex.weights = new long[cnt];
        for (int j = 0; j < cnt; j++) {
          ex.members[j] = (int) number();
          ex.weights[j] = number();
        }
      }
      expenses.add(ex);
    }
    int q = (int) number();
    List<Transfer> transfers = clear(settleCode, settleDecimals, step, currencies, n, expenses);
    long total = 0;
    for (Transfer t : transfers) total += t.amount;
    StringBuilder out = new StringBuilder();
    out.append(transfers.size()).append(' ').append(money(total, settleDecimals)).append('\n');
    for (int i = 0; i < q; i++) {
      long j = number();
      out.append(j);
      if (j <= transfers.size()) {
        Transfer t = transfers.get((int) (j - 1));
        out.append(' ').append(t.debtor).append(' ').append(t.creditor).append(' ').append(money(t.amount, settleDecimals)).append('\n');
      } else {
        out.append(" -\n");
      }
    }
    System.out.print(out);
  }
}
