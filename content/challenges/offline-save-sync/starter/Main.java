import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class Main {
    // document: the save file's JSON text (its lines joined with "\n").
    // patches: one JSON Patch per string (a JSON array of operation objects), in journal order.
    // queries: one JSON string per string, each holding a JSON Pointer.
    // Returns the output lines: the number of rejected patches, one "patch op" line per rejected patch, then one
    // line per query (the canonical JSON of the value there, or "missing").
    static List<String> sync(String document, String[] patches, String[] queries) {
        // Write your solution here
        List<String> out = new ArrayList<>();
        out.add("0");
        for (String query : queries) out.add("missing");
        return out;
    }

    public static void main(String[] args) throws IOException {
        byte[] data = new DataInputStream(new BufferedInputStream(System.in, 1 << 16)).readAllBytes();
        String[] lines = new String(data, StandardCharsets.ISO_8859_1).split("\n", -1);
        String[] head = lines[0].trim().split("\\s+");
        int n = Integer.parseInt(head[0]), m = Integer.parseInt(head[1]), q = Integer.parseInt(head[2]);
        String document = String.join("\n", Arrays.copyOfRange(lines, 1, 1 + n));
        String[] patches = Arrays.copyOfRange(lines, 1 + n, 1 + n + m);
        String[] queries = Arrays.copyOfRange(lines, 1 + n + m, 1 + n + m + q);
        StringBuilder out = new StringBuilder();
        for (String line : sync(document, patches, queries)) out.append(line).append('\n');
        PrintStream ps = new PrintStream(new FileOutputStream(FileDescriptor.out), false, "ISO-8859-1");
        ps.print(out);
        ps.flush();
    }
}
