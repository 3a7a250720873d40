import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

public class Main {
    // k, w and m from the first line; lines: the log lines (without their '\n'), in order.
    // Returns the whole report as one string.
    static String analyse(long k, long w, long minSamples, List<String> lines) {
        // Write your solution here
        return "complete 0 broken 0 ignored 0 duplicate 0\n";
    }

    public static void main(String[] args) throws IOException {
        // ISO-8859-1 maps every byte to one character, so lines stay byte-for-byte comparable.
        String data = new String(System.in.readAllBytes(), StandardCharsets.ISO_8859_1);
        List<String> lines = new ArrayList<>();
        int pos = 0;
        while (pos < data.length()) {
            int nl = data.indexOf('\n', pos);
            if (nl < 0) nl = data.length();
            lines.add(data.substring(pos, nl));
            pos = nl + 1;
        }
        String[] head = lines.get(0).trim().split("\\s+");
        String out = analyse(Long.parseLong(head[0]), Long.parseLong(head[1]), Long.parseLong(head[2]), lines.subList(1, lines.size()));
        PrintStream ps = new PrintStream(System.out, false, StandardCharsets.ISO_8859_1);
        ps.print(out);
        ps.flush();
    }
}
