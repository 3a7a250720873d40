import java.io.*;

public class Main {
    /** Returns {sum of the echoes at positions 2..n, longest echo}. */
    static long[] echoes(byte[] s) {
        // Write your solution here
        return new long[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        byte[] s = new String(System.in.readAllBytes()).trim().getBytes();
        long[] answer = echoes(s);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
