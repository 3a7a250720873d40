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

  // settleCode, settleDecimals, step: the settlement currency, step in its minor units.
  // currencies: the other currencies; rate is the decimal text as written.
  // n: the number of members, ids 1..n.
  // expenses: in input order; amount is the decimal text as written (a leading '-' for a refund).
  // Returns the transfers in order (amounts in settlement minor units).
  static List<Transfer> clear(String settleCode, int settleDecimals, long step, List<Currency> currencies, int n, List<Expense> expenses) {
    // Write your solution here
    return new ArrayList<>();
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
