import java.io.*;
import java.util.*;

public class Main {
    /** Returns {number of positions where the crib fits, first such position counted from 1, or -1}. */
    static long[] findCribs(byte[] cipher, byte[] crib) {
        // Write your solution here
        return new long[] {0, -1};
    }

    public static void main(String[] args) throws IOException {
        StringTokenizer st = new StringTokenizer(new String(System.in.readAllBytes()));
        byte[] cipher = st.nextToken().getBytes();
        byte[] crib = st.nextToken().getBytes();
        long[] answer = findCribs(cipher, crib);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
