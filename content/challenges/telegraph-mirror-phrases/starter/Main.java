import java.io.*;

public class Main {
    /** Returns {number of palindromic substrings, length of the longest}. */
    static long[] mirrorPhrases(byte[] s) {
        // Write your solution here
        return new long[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        byte[] s = new String(System.in.readAllBytes()).trim().getBytes();
        long[] answer = mirrorPhrases(s);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
