import java.io.*;
import java.util.StringTokenizer;

public class Main {
  static int capacity;
  static int[] volumes, appeals;
  static int top, topVolume;

  // Tries every subset of exhibits that fits (2^n of them at worst).
  static void search(int i, int volume, int appeal) {
    if (i == volumes.length) {
      if (appeal > top || (appeal == top && volume < topVolume)) {
        top = appeal;
        topVolume = volume;
      }
      return;
    }
    search(i + 1, volume, appeal);
    if (volume + volumes[i] <= capacity) search(i + 1, volume + volumes[i], appeal + appeals[i]);
  }

  static int[] bestShipment(int capacity, int[] volumes, int[] appeals) {
    Main.capacity = capacity;
    Main.volumes = volumes;
    Main.appeals = appeals;
    top = 0;
    topVolume = 0;
    search(0, 0, 0);
    return new int[] {top, topVolume};
  }

  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    StringTokenizer st = new StringTokenizer(in.readLine());
    int n = Integer.parseInt(st.nextToken());
    int capacity = Integer.parseInt(st.nextToken());
    int[] volumes = new int[n];
    int[] appeals = new int[n];
    for (int i = 0; i < n; i++) {
      st = new StringTokenizer(in.readLine());
      volumes[i] = Integer.parseInt(st.nextToken());
      appeals[i] = Integer.parseInt(st.nextToken());
    }
    int[] answer = bestShipment(capacity, volumes, appeals);
    System.out.println(answer[0] + " " + answer[1]);
  }
}
